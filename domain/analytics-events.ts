// The first-party beacon's events (POST /api/events) and the server-side conversion events,
// both sent only with cookie consent (docs/decisions/026).

// page_view on every route change; begin_checkout when a checkout starts, share when an owner
// copies a pin's link: the funnel the dashboard counts.
export const EVENT_TYPES = ["page_view", "begin_checkout", "share"] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

// The dashboard's page views per day and counts per type cover this many UTC days, today included.
export const EVENTS_SPAN_DAYS = 30;
// Page views are counted in the worker's memory and written to D1 in one batch per day at most
// this long after the first unwritten one (docs/decisions/036).
export const PAGE_VIEW_FLUSH_MS = 10_000;
export const EVENT_PATH_MAX = 200;
export const EVENT_NAME_MAX = 100;
// The beacon's anonymous visitor id (mypin_analytics): a random UUID.
const VISITOR_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && VISITOR_PATTERN.test(value);
}

export const CONVERSION_EVENTS = ["CompleteRegistration", "StartTrial", "Subscribe", "Purchase"] as const;
export type TConversionEvent = (typeof CONVERSION_EVENTS)[number];

// The spec: "Expected lifetime value for trials is 9.99 for FREE7, otherwise 19.99".
export function expectedLifetimeValue(promoCode: string | null): number {
  return promoCode?.trim().toUpperCase() === "FREE7" ? 9.99 : 19.99;
}

// One event in the Meta Conversions API shape. event_id is fixed by what caused the event, so the
// endpoint dedupes a retry or a second delivery.
export type TConversionPayload = {
  data: {
    event_name: TConversionEvent;
    event_time: number;
    event_id: string;
    action_source: "website";
    event_source_url: string;
    user_data: { em: string[] };
    custom_data: { currency: "GBP"; value: number; predicted_ltv: number };
  }[];
};

export function conversionPayload(event: {
  name: TConversionEvent;
  id: string;
  at: number;
  sourceUrl: string;
  emailHash: string;
  value: number;
}): TConversionPayload {
  return {
    data: [
      {
        event_name: event.name,
        event_time: Math.floor(event.at / 1000),
        event_id: event.id,
        action_source: "website",
        event_source_url: event.sourceUrl,
        user_data: { em: [event.emailHash] },
        custom_data: { currency: "GBP", value: event.value, predicted_ltv: event.value },
      },
    ],
  };
}
