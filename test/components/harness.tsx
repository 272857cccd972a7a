import { QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { createQueryClient } from "../../app/app";
import AppToaster from "../../app/components/ui/toaster";
import { setStoredItem } from "../../app/storage";
import type { TRole } from "../../domain/accounts";
import { endpoints, FakeApi } from "./api";

let current: FakeApi | null = null;

// This test's API (setup.ts gives each test a fresh one as the DOM's fetch).
export function api(): FakeApi {
  if (current === null) throw new Error("the component suite's setup has not run");
  return current;
}

export function startApi(): FakeApi {
  current = new FakeApi();
  return current;
}

type TShownAt = { pathname: string; search: string; state: unknown };

// Keeps where the router is, for a test to read after a screen navigates.
function Where({ shown }: { shown: { at: TShownAt } }) {
  const location = useLocation();
  shown.at = { pathname: location.pathname, search: location.search, state: location.state };
  return null;
}

// The app's providers as main.tsx sets them up, under a router that starts at `at`; the toasts the
// app shows land in the toaster, as in the browser. Queries retry as the app's do, without the wait.
function appProviders(at: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const shown: { at: TShownAt } = { at: { pathname: "", search: "", state: null } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        {children}
        <Where shown={shown} />
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>
  );
  return { wrapper, queryClient, location: () => shown.at };
}

export function renderApp(ui: ReactNode, { at = "/" }: { at?: string } = {}) {
  const { wrapper, queryClient, location } = appProviders(at);
  return { ...render(ui, { wrapper }), user: userEvent.setup(), queryClient, location };
}

// A hook of the app under the same providers as renderApp's screens.
export function renderAppHook<T>(hook: () => T, { at = "/" }: { at?: string } = {}) {
  const { wrapper, queryClient, location } = appProviders(at);
  return { ...renderHook(hook, { wrapper }), queryClient, location };
}

// A browser that holds a session, so the app asks the API who is signed in.
export function signedIn({ email, roles = [] }: { email: string; roles?: TRole[] }) {
  setStoredItem("signedIn", true);
  api().answer(endpoints.me, "$get", 200, { user: { id: "user-1", email, displayName: "", roles } });
}

// The country the worker reads from the request, which the footer's currencies start from.
export function visitorFrom(country: "GB" | "DE" | "US") {
  const currency = country === "GB" ? "gbp" : country === "DE" ? "eur" : "usd";
  api().answer(endpoints.geo, "$get", 200, { country, currency });
}
