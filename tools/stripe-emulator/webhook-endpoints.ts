// /v1/webhook_endpoints: the endpoints Stripe sends an account's events to, each with its own
// signing secret, shown once when it is created. Delivery is webhooks.ts's.
import { randomId } from "./ids.ts";
import type { TDeletedWebhookEndpoint, TWebhookEndpoint } from "./kinds.ts";
import { webhookEndpointObject } from "./objects/webhook-endpoint.ts";
import {
  invalid,
  mergeMetadata,
  missing,
  optionalBoolean,
  optionalString,
  optionalStrings,
  requiredString,
  type TParams,
} from "./params.ts";
import type { Store } from "./store.ts";

function urlOf(params: TParams): string {
  const url = requiredString(params, "url");
  const protocol = URL.canParse(url) ? new URL(url).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") throw invalid(`Invalid URL: ${url}`, "url", "url_invalid");
  return url;
}

function enabledEventsOf(params: TParams): string[] {
  const events = optionalStrings(params, "enabled_events");
  if (events.length === 0) throw missing("enabled_events");
  return events;
}

export function createWebhookEndpoint(store: Store, params: TParams): TWebhookEndpoint {
  const endpoint = store.put(
    webhookEndpointObject({
      api_version: optionalString(params, "api_version"),
      description: optionalString(params, "description"),
      enabled_events: enabledEventsOf(params),
      metadata: mergeMetadata({}, params),
      url: urlOf(params),
    }),
  );
  const secret = `whsec_${randomId("", 32)}`;
  store.webhookSecrets.set(endpoint.id, secret);
  return { ...endpoint, secret };
}

export function updateWebhookEndpoint(store: Store, id: string, params: TParams) {
  const endpoint = store.get("webhook_endpoint", id);
  const url = params.url === undefined ? endpoint.url : urlOf(params);
  const events = params.enabled_events === undefined ? endpoint.enabled_events : enabledEventsOf(params);
  const disabled = optionalBoolean(params, "disabled");
  endpoint.url = url;
  endpoint.enabled_events = events;
  if (disabled !== null) endpoint.status = disabled ? "disabled" : "enabled";
  if (params.description !== undefined) endpoint.description = optionalString(params, "description");
  endpoint.metadata = mergeMetadata(endpoint.metadata, params);
  return endpoint;
}

export function deleteWebhookEndpoint(store: Store, id: string): TDeletedWebhookEndpoint {
  const endpoint = store.get("webhook_endpoint", id);
  store.remove(endpoint);
  store.webhookSecrets.delete(id);
  return { id, object: "webhook_endpoint", deleted: true };
}
