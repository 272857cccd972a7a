// The webhook endpoint `npm run stripe:setup` keeps at STRIPE_WEBHOOK_URL: pinned to the SDK's API
// version, so Stripe renders every event in the shapes the worker's types describe (an endpoint on
// the account's default version gets whatever that version is), and subscribed to exactly the
// events the worker handles.
import Stripe from "stripe";
import { HANDLED_STRIPE_EVENTS } from "../worker/services/subscriptions/stripe-event-types.ts";

const DESCRIPTION = "MyPin: the events the worker handles (kept by npm run stripe:setup)";

export type TWebhookSetup = {
  endpoint: string;
  // The new endpoint's signing secret, which Stripe returns only when it creates one; null when the
  // endpoint was already there, and the worker holds its secret.
  secret: string | null;
};

export async function manageWebhookEndpoint(
  stripe: Stripe,
  url: string,
  log: (line: string) => void,
): Promise<TWebhookSetup> {
  const atUrl: Stripe.WebhookEndpoint[] = [];
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url === url) atUrl.push(endpoint);
  }
  // Listed newest first: the oldest pinned endpoint is the one whose secret the worker is likeliest
  // to hold. Any other endpoint at the URL would send every event again, in another version or
  // signed with a secret the worker lacks, so it goes once the kept one is in place.
  const pinned = atUrl.filter((endpoint) => endpoint.api_version === Stripe.API_VERSION).at(-1);
  const kept = pinned ? await keepInStep(stripe, pinned, log) : await createPinned(stripe, url, log);
  const replaced = atUrl.filter((endpoint) => endpoint.id !== kept.id);
  for (const other of replaced) {
    await stripe.webhookEndpoints.del(other.id);
    log(`Webhook endpoint ${other.id} (API version ${other.api_version ?? "the account's default"}): deleted`);
  }
  if (!kept.secret) return { endpoint: kept.id, secret: null };
  log(`Webhook endpoint ${kept.id}: its signing secret, shown this once: ${kept.secret}`);
  log("Store it for the worker with: npx wrangler secret put STRIPE_WEBHOOK_SECRET");
  if (replaced.length > 0) {
    log(
      "Until it is stored, the worker refuses the new endpoint's deliveries as unverified; Stripe retries them (for up to 3 days), so no event is lost.",
    );
  }
  return { endpoint: kept.id, secret: kept.secret };
}

// Stripe cannot change an endpoint's API version by update (WebhookEndpointUpdateParams has no
// api_version), so a pinned endpoint is only ever created.
async function createPinned(stripe: Stripe, url: string, log: (line: string) => void) {
  const created = await stripe.webhookEndpoints.create({
    url,
    api_version: Stripe.API_VERSION,
    enabled_events: [...HANDLED_STRIPE_EVENTS],
    description: DESCRIPTION,
  });
  log(
    `Webhook endpoint ${created.id}: created for ${url} (API version ${Stripe.API_VERSION}, the ${HANDLED_STRIPE_EVENTS.length} events the worker handles)`,
  );
  return created;
}

// The endpoint's events made exactly the handled ones, and the endpoint enabled, where either differs.
async function keepInStep(stripe: Stripe, endpoint: Stripe.WebhookEndpoint, log: (line: string) => void) {
  const wanted = new Set<string>(HANDLED_STRIPE_EVENTS);
  const added = HANDLED_STRIPE_EVENTS.filter((type) => !endpoint.enabled_events.includes(type));
  const removed = endpoint.enabled_events.filter((type) => !wanted.has(type));
  const update: Stripe.WebhookEndpointUpdateParams = {};
  const changes: string[] = [];
  if (added.length > 0 || removed.length > 0) {
    update.enabled_events = [...HANDLED_STRIPE_EVENTS];
    if (added.length > 0) changes.push(`now sends ${added.join(", ")}`);
    if (removed.length > 0) changes.push(`no longer sends ${removed.join(", ")}`);
  }
  if (endpoint.status !== "enabled") {
    update.disabled = false;
    changes.push("enabled again");
  }
  if (changes.length === 0) {
    log(`Webhook endpoint ${endpoint.id}: found, up to date`);
    return endpoint;
  }
  const updated = await stripe.webhookEndpoints.update(endpoint.id, update);
  log(`Webhook endpoint ${endpoint.id}: ${changes.join("; ")}`);
  return updated;
}
