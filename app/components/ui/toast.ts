import type { ExternalToast } from "sonner";

// sonner (about 10 KB gzip with its styles) is not needed to paint a page, so it loads right after
// the first paint with the toaster (toaster.tsx), and a toast asked for before then waits for it.
// The wait is for the toaster to be mounted, not just loaded: sonner drops a toast published
// before its Toaster subscribes.
let toasterMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

export function markToasterMounted(): void {
  toasterMounted();
}

function show(kind: "success" | "error", message: string, options?: ExternalToast): void {
  void mounted.then(async () => (await import("sonner")).toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
