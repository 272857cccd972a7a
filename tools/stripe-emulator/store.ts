import Stripe from "stripe";
import type { TCheckoutPlan } from "./checkout.ts";
import type { TCheckoutLineItem, TEvent, TEventObject, TEventType, TKind, TObject, TObjects } from "./kinds.ts";
import { eventObject } from "./objects/event.ts";
import { noSuch } from "./params.ts";

// The one version the emulator renders its objects and events in: the SDK's own.
export const API_VERSION = Stripe.API_VERSION;

// Where events go as they happen: the webhook sender, which says how many deliveries an event of a
// type will have (its `pending_webhooks`) and then sends it.
export type TEventListener = { deliveries(type: TEventType): number; receive(event: TEvent): void };

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
  // Each map holds objects of its own kind only: `put` files an object under its `object` field.
  objects = new Map<TKind, Map<string, TObject>>();
  checkoutLineItems = new Map<string, TCheckoutLineItem[]>();
  // What a checkout session will start once paid (lines, trial, discount), by session id.
  checkoutPlans = new Map<string, TCheckoutPlan>();
  // A webhook endpoint's signing secret, which Stripe shows only when it creates the endpoint.
  webhookSecrets = new Map<string, string>();
  events: TEvent[] = [];
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

  put<T extends TObject>(object: T): T {
    const kind = this.objects.get(object.object) ?? new Map<string, TObject>();
    this.objects.set(object.object, kind);
    kind.set(object.id, object);
    return object;
  }

  remove(object: TObject) {
    this.objects.get(object.object)?.delete(object.id);
  }

  find<K extends TKind>(kind: K, id: string): TObjects[K] | undefined {
    return this.objects.get(kind)?.get(id) as TObjects[K] | undefined;
  }

  // For a path id (404) or, with `param`, an id given as a parameter (400).
  get<K extends TKind>(kind: K, id: string, param?: string): TObjects[K] {
    const found = this.find(kind, id);
    if (!found) throw noSuch(kind.replace(/[._]/g, " "), id, param);
    return found;
  }

  all<K extends TKind>(kind: K): TObjects[K][] {
    return [...(this.objects.get(kind)?.values() ?? [])] as TObjects[K][];
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

  emit<T extends TEventType>(type: T, object: TEventObject<T>, previousAttributes?: Partial<TEventObject<T>>) {
    const pendingWebhooks = this.listeners.reduce((sum, listener) => sum + listener.deliveries(type), 0);
    const event = eventObject(type, object, { apiVersion: API_VERSION, pendingWebhooks, previousAttributes });
    this.events.push(event);
    for (const listener of this.listeners) listener.receive(event);
    return event;
  }
}
