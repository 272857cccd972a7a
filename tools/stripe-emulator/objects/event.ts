// Events, as Stripe sends them to webhook endpoints and lists them at /v1/events.
import { randomId } from "../ids.ts";
import type { TEvent, TEventObject, TEventType } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export function eventObject<T extends TEventType>(
  type: T,
  object: TEventObject<T>,
  options: { apiVersion: string; pendingWebhooks: number; previousAttributes?: Partial<TEventObject<T>> },
): TEvent {
  const data = {
    object: structuredClone(object),
    ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
  };
  // The SDK's event types are a union by `type`; one built for a generic `type` is that member.
  return {
    id: randomId("evt_"),
    object: "event",
    api_version: options.apiVersion,
    created: nowSeconds(),
    data,
    livemode: false,
    pending_webhooks: options.pendingWebhooks,
    request: { id: null, idempotency_key: null },
    type,
  } as TEvent;
}
