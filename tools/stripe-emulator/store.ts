import { randomBytes } from "node:crypto";
import { invalid, noSuch, optionalInteger, optionalString, type TRecord } from "./params.ts";

export const API_VERSION = "2026-10-28.endive";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function alphanumerics(bytes: Uint8Array) {
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

export function randomId(prefix: string, length = 24) {
  return prefix + alphanumerics(randomBytes(length));
}

export function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}

// The field an id sits in tells which kind of object `expand` should put there.
const FIELD_KINDS: Record<string, string> = {
  customer: "customer",
  product: "product",
  price: "price",
  default_price: "price",
  coupon: "coupon",
  promotion_code: "promotion_code",
  subscription: "subscription",
  latest_invoice: "invoice",
  invoice: "invoice",
  payment_intent: "payment_intent",
  latest_charge: "charge",
  charge: "charge",
  discounts: "discount",
  default_payment_method: "payment_method",
  payment_method: "payment_method",
};

export type TEventListener = (event: TRecord) => void;

// What Stripe's Dashboard settings decide: after a failed renewal, how many retries and what then
// ("Manage failed payments"), and how many days before a renewal `invoice.upcoming` goes out.
export type TSettings = {
  dunning: { retries: number; final: "cancel" | "unpaid" | "past_due" };
  upcomingDays: number;
};

export function defaultSettings(): TSettings {
  return { dunning: { retries: 3, final: "cancel" }, upcomingDays: 7 };
}

// Every object the emulator holds, by kind (Stripe's `object` field) and id, in creation order.
export class Store {
  publicUrl: string;
  objects = new Map<string, Map<string, TRecord>>();
  checkoutLineItems = new Map<string, TRecord[]>();
  // What a checkout session will start once paid (lines, trial, discount), by session id.
  checkoutPlans = new Map<string, TRecord>();
  events: TRecord[] = [];
  listeners: TEventListener[] = [];
  timers = new Set<ReturnType<typeof setTimeout>>();
  settings = defaultSettings();
  // A failed renewal's own dunning, given with fail-payment, by subscription: test files share one
  // emulator, so a test that needs a particular ending says so for its subscription alone.
  dunningOf = new Map<string, TSettings["dunning"]>();
  // Timed notices (trial_will_end, invoice.upcoming) waiting, by "type subscription", and those
  // already sent, by "type subscription end", so each end is announced once.
  noticeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  noticesSent = new Set<string>();

  constructor(publicUrl: string) {
    this.publicUrl = publicUrl;
  }

  put<T extends TRecord>(object: T): T {
    const kind = this.objects.get(object.object) ?? new Map<string, TRecord>();
    this.objects.set(object.object, kind);
    kind.set(object.id, object);
    return object;
  }

  find(kind: string, id: string): TRecord | undefined {
    return this.objects.get(kind)?.get(id);
  }

  // For a path id (404) or, with `param`, an id given as a parameter (400).
  get(kind: string, id: string, param?: string): TRecord {
    const found = this.find(kind, id);
    if (!found) throw noSuch(kind.replace(/[._]/g, " "), id, param);
    return found;
  }

  all(kind: string): TRecord[] {
    return [...(this.objects.get(kind)?.values() ?? [])];
  }

  // Runs `task` later without keeping the process alive; `stop` cancels what is still waiting.
  later(ms: number, task: () => void) {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        task();
      },
      Math.max(0, ms),
    );
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  cancel(timer: ReturnType<typeof setTimeout> | undefined) {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  emit(type: string, object: TRecord, previousAttributes?: TRecord): TRecord {
    const data: TRecord = { object: structuredClone(object) };
    if (previousAttributes) data.previous_attributes = previousAttributes;
    const event = {
      id: randomId("evt_"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      data,
      livemode: false,
      pending_webhooks: this.listeners.length,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
    return event;
  }
}

// Stripe lists are newest first, `limit` (default 10, at most 100) per page, `starting_after` to go on.
export function listOf(url: string, items: TRecord[], params: TRecord = {}) {
  const limit = optionalInteger(params, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
  let newestFirst = [...items].reverse();
  const after = optionalString(params, "starting_after");
  if (after) newestFirst = newestFirst.slice(newestFirst.findIndex((item) => item.id === after) + 1);
  return { object: "list", data: newestFirst.slice(0, limit), has_more: newestFirst.length > limit, url };
}

// `expand[]=subscription.latest_invoice`, `expand[]=data.promotion.coupon`: replace ids by objects
// along each dotted path, on a copy.
export function expandObject(store: Store, object: TRecord, paths: unknown[]): TRecord {
  const copy = structuredClone(object);
  for (const path of paths) {
    if (typeof path !== "string") throw invalid("Invalid array", "expand");
    expandPath(store, copy, path.split("."), path);
  }
  return copy;
}

function expandPath(store: Store, node: TRecord, path: string[], whole: string) {
  const [field, ...rest] = path;
  if (field === undefined) return;
  if (field === "line_items" && node.object === "checkout.session") {
    const items = store.checkoutLineItems.get(node.id) ?? [];
    node.line_items = listOf(`/v1/checkout/sessions/${node.id}/line_items`, [...items].reverse(), { limit: "100" });
  }
  if (!(field in node)) throw invalid(`This property cannot be expanded (${whole}).`, "expand");
  const resolve = (value: unknown) => {
    if (typeof value !== "string") return value;
    const kind = FIELD_KINDS[field];
    const found = kind ? store.find(kind, value) : undefined;
    if (!found) throw invalid(`This property cannot be expanded (${whole}).`, "expand");
    return structuredClone(found);
  };
  node[field] = Array.isArray(node[field]) ? node[field].map(resolve) : resolve(node[field]);
  const children: unknown[] = Array.isArray(node[field]) ? node[field] : [node[field]];
  for (const child of children) {
    if (rest.length > 0 && typeof child === "object" && child !== null)
      expandPath(store, child as TRecord, rest, whole);
  }
}
