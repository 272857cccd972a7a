import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, Suspense } from "react";
import { useHydrated } from "./hydration";
import { lazyWithPreload } from "./lazy-with-preload";
import { AppRoutes } from "./router";

// Answers here change only when someone acts, so a tab regaining focus is no reason to ask again.
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

// Toasts answer what a visitor does, never the first paint (components/ui/toast.ts).
const AppToaster = lazyWithPreload(() => import("./components/ui/toaster"));

function Toasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

// The whole app under whichever router the caller gives it: the browser's in main.tsx, a static
// one where the build renders a page's HTML (prerender.tsx).
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <Toasts />
      </QueryClientProvider>
    </StrictMode>
  );
}
