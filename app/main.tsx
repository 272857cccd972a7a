import "./zod-without-eval";
import "./styles.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { lazyWithPreload } from "./lazy-with-preload";
import { AppRoutes } from "./router";

// Answers here change only when someone acts, so a tab regaining focus is no reason to ask again.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

// Toasts answer what a visitor does, never the first paint (components/ui/toast.ts).
const AppToaster = lazyWithPreload(() => import("./components/ui/toaster"));

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Without transitions a screen whose code is still loading shows the layout's spinner at
          once, instead of the previous screen staying on view, and clickable, until it arrives. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
