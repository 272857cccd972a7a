import { hc, type InferResponseType } from "hono/client";
import type { AppType } from "../worker/app";

const client = hc<AppType>("/").api;

export type TApiError = { status: number; code: string; message: string };
export type TResult<T> = { ok: true; data: T } | { ok: false; error: TApiError };

type TRawResponse = { ok: boolean; status: number; json(): Promise<unknown> };

// Every API failure arrives in one shape; a network failure is status 0 so callers pick their text.
async function call<T>(request: () => Promise<TRawResponse>): Promise<TResult<T>> {
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
