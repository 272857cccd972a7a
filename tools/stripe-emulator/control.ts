// Test controls that Stripe has no API for (under /_emulator): pay a session without a browser,
// read and redeliver events, start a subscription bought in the past, move subscriptions through
// time, retry their failed payments, set what Stripe's Dashboard settings would (dunning, renewal
// notices), dispute charges, make API calls fail.

import { advanceSubscription, moveSubscription, retrySubscriptionPayment } from "./billing-cycle.ts";
import { startPastSubscriptions } from "./bulk-subscriptions.ts";
import { payCheckoutSession } from "./checkout.ts";
import type { TSubscription } from "./kinds.ts";
import { scheduleNotices } from "./notices.ts";
import { ApiError } from "./params.ts";
import { startPastSubscription } from "./past-subscriptions.ts";
import { closeDispute, disputeCharge } from "./payments.ts";
import { defaultSettings, type Store, type TSettings } from "./store.ts";
import type { WebhookSender } from "./webhooks.ts";

// A fault either fails the call with `status`, or (with `omit`) lets it succeed with those fields of
// the answer set to null, as a provider answer missing something would look.
export type TFault = {
  method: string;
  path: string;
  status: number;
  count: number;
  omit: string[];
  // Text the request's decoded form body must hold (a pin's name, a customer id), if any.
  bodyIncludes: string;
  // The call is never answered, as by a provider that took the request and hung: the client's own
  // timeout must end it.
  unanswered: boolean;
};

export type TControlContext = { store: Store; webhooks: WebhookSender; faults: TFault[] };

export type TAnswer = { status: number; body: unknown };

// A control's JSON body, each field checked where it is read.
type TBody = Record<string, unknown>;

function ok(body: unknown): TAnswer {
  return { status: 200, body };
}

function stringOrNull(value: unknown) {
  return typeof value === "string" ? value : null;
}

// The id is the one the control's path names ("" for a path that names none).
type TControlRequest = TControlContext & { url: URL; body: TBody; id: string };
type TControl = { method: string; pattern: RegExp; handle: (request: TControlRequest) => TAnswer | Promise<TAnswer> };

const controls: TControl[] = [];

function control(method: string, path: string, handle: TControl["handle"]) {
  controls.push({ method, pattern: new RegExp(`^${path.replace(":id", "([^/]+)")}$`), handle });
}

control("POST", "/checkout/sessions/:id/pay", paySession);
control("GET", "/events", ({ store, url }) => ok({ data: eventsFor(store, url.searchParams) }));
control("POST", "/events/:id/deliver", redeliverEvent);
control("POST", "/subscriptions", ({ store, body }) => timed(store, startPastSubscription(store, body)));
control("POST", "/subscriptions/bulk", ({ store, body }) => ok(startPastSubscriptions(store, body)));
control("POST", "/subscriptions/:id/advance", ({ store, id, body }) =>
  timed(store, advanceSubscription(store, id, body.invoice === "draft" ? "draft" : "paid")),
);
control("POST", "/subscriptions/:id/fail-payment", failPayment);
control("POST", "/subscriptions/:id/retry-payment", ({ store, id, body }) =>
  timed(store, retrySubscriptionPayment(store, id, outcomeOf(body))),
);
control("POST", "/subscriptions/:id/move", ({ store, id, body }) => timed(store, moveSubscription(store, id, body)));
control("POST", "/settings", changeSettings);
control("POST", "/charges/:id/dispute", ({ store, id, body }) =>
  ok(disputeCharge(store, id, String(body.reason ?? "fraudulent"))),
);
control("POST", "/disputes/:id/close", ({ store, id, body }) =>
  ok(closeDispute(store, id, body.outcome === "won" ? "won" : "lost")),
);
control("POST", "/faults", ({ faults, body }) => {
  faults.push(faultFrom(body));
  return ok({ faults });
});
control("DELETE", "/faults", ({ faults }) => {
  faults.length = 0;
  return ok({ faults });
});
control("POST", "/webhook", setWebhook);

export async function handleControl(context: TControlContext, method: string, url: URL, body: TBody): Promise<TAnswer> {
  const path = url.pathname.replace(/^\/_emulator/, "");
  for (const candidate of controls) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (match) return candidate.handle({ ...context, url, body, id: decodeURIComponent(match[1] ?? "") });
  }
  throw new ApiError(404, `Unknown emulator control: ${method} ${url.pathname}`);
}

function paySession({ store, id, body }: TControlRequest): TAnswer {
  const result = payCheckoutSession(store, id, {
    card: String(body.card ?? ""),
    expiry: stringOrNull(body.expiry),
    cvc: stringOrNull(body.cvc),
    email: stringOrNull(body.email),
  });
  return "error" in result ? { status: 402, body: { error: result.error } } : ok({ redirect: result.redirect });
}

function eventsFor(store: Store, query: URLSearchParams) {
  const type = query.get("type");
  const objectId = query.get("object_id");
  return store.events.filter(
    (event) =>
      (!type || event.type === type) && (!objectId || ("id" in event.data.object && event.data.object.id === objectId)),
  );
}

async function redeliverEvent({ store, webhooks, id }: TControlRequest): Promise<TAnswer> {
  const event = store.events.find((candidate) => candidate.id === id);
  if (!event) throw new ApiError(404, `No such event: '${id}'`, { code: "resource_missing" });
  if (!webhooks.url) throw new ApiError(400, "No webhook URL is set.");
  return ok({ status: await webhooks.redeliver(event) });
}

function failPayment({ store, id, body }: TControlRequest): TAnswer {
  if (body.dunning !== undefined)
    store.dunningOf.set(id, settingsFrom(store.settings, { dunning: body.dunning }).dunning);
  return timed(store, advanceSubscription(store, id, "failed"));
}

function changeSettings({ store, body }: TControlRequest): TAnswer {
  store.settings = settingsFrom(store.settings, body);
  for (const subscription of store.all("subscription")) scheduleNotices(store, subscription);
  return ok(store.settings);
}

function setWebhook({ webhooks, body }: TControlRequest): TAnswer {
  if (typeof body.url === "string") webhooks.url = body.url || undefined;
  if (typeof body.secret === "string") webhooks.secret = body.secret;
  return ok({ url: webhooks.url ?? null });
}

// A subscription whose dates may have changed: its trial and renewal notices are timed again.
function timed(store: Store, subscription: TSubscription): TAnswer {
  scheduleNotices(store, subscription);
  return ok(subscription);
}

function outcomeOf(body: TBody) {
  if (body.outcome !== "paid" && body.outcome !== "failed")
    throw new ApiError(400, 'outcome must be "paid" or "failed".');
  return body.outcome;
}

// `{ "dunning": { "retries", "final" }, "upcomingDays" }`, each part optional; `{ "reset": true }`
// puts back the defaults (3 retries then cancel, 7 days), as a test that changed them must.
function settingsFrom(current: TSettings, body: TBody): TSettings {
  const base = body.reset === true ? defaultSettings() : current;
  const dunning = body.dunning ?? {};
  if (typeof dunning !== "object" || dunning === null || Array.isArray(dunning))
    throw new ApiError(400, "dunning must be an object.");
  const given: TBody = { ...dunning };
  const retries = given.retries ?? base.dunning.retries;
  const final = FINALS.find((candidate) => candidate === (given.final ?? base.dunning.final));
  const upcomingDays = body.upcomingDays ?? base.upcomingDays;
  if (typeof retries !== "number" || !Number.isInteger(retries) || retries < 0 || retries > 10)
    throw new ApiError(400, "dunning.retries must be a whole number from 0 to 10.");
  if (final === undefined) throw new ApiError(400, 'dunning.final must be "cancel", "unpaid" or "past_due".');
  if (typeof upcomingDays !== "number" || !Number.isInteger(upcomingDays) || upcomingDays < 1 || upcomingDays > 45)
    throw new ApiError(400, "upcomingDays must be a whole number of days from 1 to 45.");
  return { dunning: { retries, final }, upcomingDays };
}

const FINALS = ["cancel", "unpaid", "past_due"] as const;

function faultFrom(body: TBody): TFault {
  const status = Number(body.status ?? 500);
  const count = Number(body.count ?? 1);
  const omit = Array.isArray(body.omit) ? body.omit.map(String) : [];
  if (!Number.isInteger(status) || status < 400 || status > 599)
    throw new ApiError(400, "status must be an HTTP error status.");
  if (!Number.isInteger(count) || count < 1) throw new ApiError(400, "count must be a positive integer.");
  return {
    method: String(body.method ?? "*").toUpperCase(),
    path: String(body.path ?? "/v1/"),
    status,
    count,
    omit,
    bodyIncludes: String(body.bodyIncludes ?? ""),
    unanswered: body.unanswered === true,
  };
}

// The first fault matching the request, used up by one. A fault's path may carry the start of a
// query ("/v1/promotion_codes?code=SAVE"), and it may name text the form body holds, so that one
// test file's fault never reaches the calls of another running at the same time.
export function takeFault(faults: TFault[], method: string, pathAndQuery: string, body: string): TFault | null {
  const decoded = faults.some((fault) => fault.bodyIncludes !== "") ? formText(body) : "";
  const index = faults.findIndex(
    (fault) =>
      (fault.method === "*" || fault.method === method) &&
      pathAndQuery.startsWith(fault.path) &&
      decoded.includes(fault.bodyIncludes),
  );
  const fault = faults[index];
  if (!fault) return null;
  fault.count -= 1;
  if (fault.count === 0) faults.splice(index, 1);
  return fault;
}

function formText(body: string): string {
  try {
    return decodeURIComponent(body.replaceAll("+", " "));
  } catch {
    return body;
  }
}
