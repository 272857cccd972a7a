// Webhook endpoints, as Stripe sends them: the signing secret is not part of the object, Stripe
// shows it once, in the answer that creates the endpoint.
import { randomId } from "../ids.ts";
import type { TWebhookEndpoint } from "../kinds.ts";
import { nowSeconds } from "../time.ts";

export function webhookEndpointObject(
  fields: Pick<TWebhookEndpoint, "api_version" | "description" | "enabled_events" | "metadata" | "url">,
): TWebhookEndpoint {
  return {
    id: randomId("we_"),
    object: "webhook_endpoint",
    api_version: fields.api_version,
    application: null,
    created: nowSeconds(),
    description: fields.description,
    enabled_events: fields.enabled_events,
    livemode: false,
    metadata: fields.metadata,
    status: "enabled",
    url: fields.url,
  };
}
