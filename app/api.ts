import { hc, type InferResponseType } from "hono/client";
import type { AppType } from "../worker/app";

// Sibling modules (one per area of the API) build their calls from these two.
export const client = hc<AppType>("/").api;

export type TApiError = { status: number; code: string; message: string };
export type TResult<T> = { ok: true; data: T } | { ok: false; error: TApiError };

type TRawResponse = { ok: boolean; status: number; json(): Promise<unknown> };

// Every API failure arrives in one shape; a network failure is status 0 so callers pick their text.
export async function call<T>(request: () => Promise<TRawResponse>): Promise<TResult<T>> {
  let response: TRawResponse;
  try {
    response = await request();
  } catch {
    return { ok: false, error: { status: 0, code: "NETWORK", message: "" } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T };
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  return {
    ok: false,
    error: { status: response.status, code: error?.code ?? "UNKNOWN", message: error?.message ?? "" },
  };
}

// For react-query: a failed call becomes a thrown error that still carries its status and code.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(error: TApiError) {
    super(error.message);
    this.status = error.status;
    this.code = error.code;
  }
}

export async function unwrap<T>(pending: Promise<TResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new ApiError(result.error);
  return result.data;
}

const searchRoute = client.pins[":name"].$get;
export type TPinView = InferResponseType<typeof searchRoute, 200>["pin"];

export function searchPin(name: string) {
  return call<InferResponseType<typeof searchRoute, 200>>(() => searchRoute({ param: { name } }));
}

export function topPins() {
  return call<InferResponseType<(typeof client)["top-pins"]["$get"], 200>>(() => client["top-pins"].$get());
}

const availabilityRoute = client.names[":name"].availability.$get;
export function nameAvailability(name: string) {
  return call<InferResponseType<typeof availabilityRoute, 200>>(() => availabilityRoute({ param: { name } }));
}

// Accounts (issue 3). Every POST sends a JSON body, even an empty one, so the content type the
// API's origin check asks for is always set.
const authRoutes = client.auth;

export type TMe = InferResponseType<typeof client.me.$get, 200>["user"];
export type TCodeSent = InferResponseType<(typeof authRoutes)["sign-up"]["$post"], 200>;

export function fetchMe() {
  return call<InferResponseType<typeof client.me.$get, 200>>(() => client.me.$get());
}

export function signUp(json: { displayName: string; email: string; password: string }) {
  return call<TCodeSent>(() => authRoutes["sign-up"].$post({ json }));
}

export function resendSignUpCode(json: { email: string }) {
  return call<TCodeSent>(() => authRoutes["sign-up"].resend.$post({ json }));
}

export function verifySignUpCode(json: { email: string; code: string }) {
  return call<InferResponseType<(typeof authRoutes)["sign-up"]["verify"]["$post"], 200>>(() =>
    authRoutes["sign-up"].verify.$post({ json }),
  );
}

export function verifyEmailToken(json: { token: string }) {
  return call<InferResponseType<(typeof authRoutes)["verify-email"]["$post"], 200>>(() =>
    authRoutes["verify-email"].$post({ json }),
  );
}

export function signIn(json: { email: string; password: string }) {
  return call<InferResponseType<(typeof authRoutes)["sign-in"]["$post"], 200>>(() =>
    authRoutes["sign-in"].$post({ json }),
  );
}

export function signOut() {
  return call<InferResponseType<(typeof authRoutes)["sign-out"]["$post"], 200>>(() =>
    authRoutes["sign-out"].$post({ json: {} }),
  );
}

export function requestPasswordReset(json: { email: string }) {
  return call<InferResponseType<(typeof authRoutes)["password-reset"]["$post"], 200>>(() =>
    authRoutes["password-reset"].$post({ json }),
  );
}

const resetTokenRoute = authRoutes["password-reset"][":token"];

export function checkResetToken(token: string) {
  return call<InferResponseType<typeof resetTokenRoute.$get, 200>>(() => resetTokenRoute.$get({ param: { token } }));
}

export function resetPassword(token: string, json: { password: string }) {
  return call<InferResponseType<typeof resetTokenRoute.$post, 200>>(() =>
    resetTokenRoute.$post({ param: { token }, json }),
  );
}

// Holds, purchase and payments (core-flow sections 4 and 7).
const holdRoute = client.names[":name"].hold;

export type THoldAnswer = InferResponseType<typeof holdRoute.$post, 200>["hold"];
export type THoldStatus = InferResponseType<typeof holdRoute.$get, 200>;

// convert: the user just signed in and turns this browser's anonymous hold into their own.
export function holdName(name: string, convert = false) {
  return call<InferResponseType<typeof holdRoute.$post, 200>>(() =>
    holdRoute.$post({ param: { name }, json: { convert } }),
  );
}

export function holdStatus(name: string) {
  return call<THoldStatus>(() => holdRoute.$get({ param: { name } }));
}

export function releaseHold(name: string) {
  return call<InferResponseType<typeof holdRoute.$delete, 200>>(() => holdRoute.$delete({ param: { name }, json: {} }));
}

// For pagehide: the page is going away, so the request must outlive it (fetch keepalive).
export function releaseHoldOnExit(name: string) {
  void fetch(holdRoute.$path({ param: { name } }), {
    method: "DELETE",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: "{}",
  }).catch(() => undefined);
}

export type TPromoValidation = InferResponseType<(typeof client)["promo-codes"]["validate"]["$post"], 200>;

export function validatePromoCode(promoCode: string) {
  return call<TPromoValidation>(() => client["promo-codes"].validate.$post({ json: { promoCode } }));
}

export type TCheckoutInput = {
  mypin: string;
  latitude: number;
  longitude: number;
  currency?: "gbp" | "eur" | "usd";
  promoCode?: string;
};

export function startCheckout(json: TCheckoutInput) {
  return call<InferResponseType<typeof client.checkout.$post, 200>>(() => client.checkout.$post({ json }));
}

const fulfilRoute = client.checkout[":sessionId"].fulfil.$post;
export type TFulfilment = InferResponseType<typeof fulfilRoute, 200>;

export function fulfilCheckout(sessionId: string) {
  return call<TFulfilment>(() => fulfilRoute({ param: { sessionId }, json: {} }));
}

export function fetchSubscription() {
  return call<InferResponseType<typeof client.me.subscription.$get, 200>>(() => client.me.subscription.$get());
}

export function openBillingPortal() {
  return call<InferResponseType<(typeof client)["billing-portal"]["$post"], 200>>(() =>
    client["billing-portal"].$post({ json: {} }),
  );
}

export type TGeo = InferResponseType<typeof client.geo.$get, 200>;

export function fetchGeo() {
  return call<TGeo>(() => client.geo.$get());
}

export type TPlace = InferResponseType<typeof client.geocode.$get, 200>["place"];

export function geocode(q: string) {
  return call<InferResponseType<typeof client.geocode.$get, 200>>(() => client.geocode.$get({ query: { q } }));
}
