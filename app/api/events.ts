import { EVENT_NAME_MAX, EVENT_PATH_MAX, type TEventType } from "../../domain/analytics-events";
import { consentIn } from "../consent";
import { call, client } from "./client";

// The first-party beacon; keepalive lets an event sent as the page unloads still arrive. Its
// answer is never read: analytics must not disturb the page.
export function sendEvent(type: TEventType, path: string, name?: string) {
  const json = {
    type,
    path: path.slice(0, EVENT_PATH_MAX),
    ...(name ? { name: name.slice(0, EVENT_NAME_MAX) } : {}),
  };
  void call(() => client.events.$post({ json }, { init: { keepalive: true } }));
}

// A step of the funnel (a checkout begun, a link copied), only while the visitor accepts cookies.
export function trackEvent(type: Exclude<TEventType, "page_view">, name: string) {
  if (consentIn(document.cookie) === "accepted") sendEvent(type, location.pathname, name);
}
