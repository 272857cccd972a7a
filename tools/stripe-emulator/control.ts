// Test controls that Stripe has no API for (under /_emulator): pay a session without a browser,
// read and redeliver events, move subscriptions through time, dispute charges, make API calls fail.
import { payCheckoutSession } from "./checkout.ts";
import { ApiError, type TRecord } from "./params.ts";
import { closeDispute, disputeCharge } from "./payments.ts";
import type { Store } from "./store.ts";
import { advanceSubscription } from "./subscriptions.ts";
import type { WebhookSender } from "./webhooks.ts";

// A fault either fails the call with `status`, or (with `omit`) lets it succeed with those fields of
// the answer set to null, as a provider answer missing something would look.
export type TFault = { method: string; path: string; status: number; count: number; omit: string[] };

export type TControlContext = { store: Store; webhooks: WebhookSender; faults: TFault[] };

export type TAnswer = { status: number; body: unknown };

export async function handleControl(
  context: TControlContext,
  method: string,
  url: URL,
  body: TRecord,
): Promise<TAnswer> {
  const { store, webhooks, faults } = context;
  const path = url.pathname.replace(/^\/_emulator/, "");
  const post = method === "POST";
  const match = (pattern: RegExp) => decodeURIComponent(pattern.exec(path)?.[1] ?? "");
  const paying = post && match(/^\/checkout\/sessions\/([^/]+)\/pay$/);
  if (paying) {
    const result = payCheckoutSession(store, paying, { card: String(body.card ?? ""), email: body.email ?? null });
    return "error" in result
      ? { status: 402, body: { error: result.error } }
      : { status: 200, body: { redirect: result.redirect } };
  }
  if (method === "GET" && path === "/events") {
    const type = url.searchParams.get("type");
    const objectId = url.searchParams.get("object_id");
    const events = store.events.filter(
      (event) => (!type || event.type === type) && (!objectId || event.data.object.id === objectId),
    );
    return { status: 200, body: { data: events } };
  }
  const redelivering = post && match(/^\/events\/([^/]+)\/deliver$/);
  if (redelivering) {
    const event = store.events.find((candidate) => candidate.id === redelivering);
    if (!event) throw new ApiError(404, `No such event: '${redelivering}'`, { code: "resource_missing" });
    if (!webhooks.url) throw new ApiError(400, "No webhook URL is set.");
    return { status: 200, body: { status: await webhooks.deliver(event) } };
  }
  const advancing = post && match(/^\/subscriptions\/([^/]+)\/advance$/);
  if (advancing) return { status: 200, body: advanceSubscription(store, advancing, "paid") };
  const failing = post && match(/^\/subscriptions\/([^/]+)\/fail-payment$/);
  if (failing) return { status: 200, body: advanceSubscription(store, failing, "failed") };
  const disputing = post && match(/^\/charges\/([^/]+)\/dispute$/);
  if (disputing) return { status: 200, body: disputeCharge(store, disputing, String(body.reason ?? "fraudulent")) };
  const closing = post && match(/^\/disputes\/([^/]+)\/close$/);
  if (closing) return { status: 200, body: closeDispute(store, closing, body.outcome === "won" ? "won" : "lost") };
  if (path === "/faults" && (post || method === "DELETE")) {
    if (method === "DELETE") faults.length = 0;
    else faults.push(faultFrom(body));
    return { status: 200, body: { faults } };
  }
  if (post && path === "/webhook") {
    if (typeof body.url === "string") webhooks.url = body.url || undefined;
    if (typeof body.secret === "string") webhooks.secret = body.secret;
    return { status: 200, body: { url: webhooks.url ?? null } };
  }
  throw new ApiError(404, `Unknown emulator control: ${method} ${url.pathname}`);
}

function faultFrom(body: TRecord): TFault {
  const status = Number(body.status ?? 500);
  const count = Number(body.count ?? 1);
  const omit = Array.isArray(body.omit) ? body.omit.map(String) : [];
  if (!Number.isInteger(status) || status < 400 || status > 599)
    throw new ApiError(400, "status must be an HTTP error status.");
  if (!Number.isInteger(count) || count < 1) throw new ApiError(400, "count must be a positive integer.");
  return { method: String(body.method ?? "*").toUpperCase(), path: String(body.path ?? "/v1/"), status, count, omit };
}

// The first fault matching the request, used up by one.
export function takeFault(faults: TFault[], method: string, path: string): TFault | null {
  const index = faults.findIndex(
    (fault) => (fault.method === "*" || fault.method === method) && path.startsWith(fault.path),
  );
  const fault = faults[index];
  if (!fault) return null;
  fault.count -= 1;
  if (fault.count === 0) faults.splice(index, 1);
  return fault;
}
