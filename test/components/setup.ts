import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { startApi } from "./harness";

// A screen's code is a lazy import, loaded on the first render of a file: on two cores the browser
// suite keeps busy (the other lanes yield to it, docs/testing.md) that took up to 10 s, not Testing Library's
// 1 s for a findBy. It waits for what it expects; a missing element still fails, only later.
configure({ asyncUtilTimeout: 30_000 });

// React's act() warnings are on only where this flag says the environment runs tests.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let unexpected: () => string[] = () => [];
// What React or the app wrote to the console: an act() warning, a key warning, a failed render.
const logged: unknown[][] = [];

beforeEach(() => {
  const api = startApi();
  unexpected = () => api.unexpected;
  vi.stubGlobal("fetch", api.fetch);
  logged.length = 0;
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
  }
});

afterEach(() => {
  // sonner keeps its toasts in the module and shows them again to the next test's toaster.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the DOM's cookies between tests
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  // A call no test answered is a screen asking for something the test did not expect.
  expect(unexpected(), "API calls nobody stubbed").toEqual([]);
  expect(logged, "console errors and warnings").toEqual([]);
});
