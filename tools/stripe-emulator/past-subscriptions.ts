// A subscription bought in the past and running since, as `npm start` gives each demo pin
// (tools/demo-subscriptions.ts). Stripe has no call for one: its subscriptions began when they
// were bought. The emulator builds it at that moment, as a paid checkout would have (one price,
// the first period invoiced in full and paid by card), and answers it as it stands now,
// in its first period. The events of that start are not sent: they belong to the moment it was
// bought, and whoever keeps the subscription (the seeded database) is taken to have had them.
import type { TSubscription } from "./kinds.ts";
import { invalid, missing } from "./params.ts";
import { createPaymentMethod, readCard } from "./payment-methods.ts";
import type { Store } from "./store.ts";
import { periodEnd, recurringOf, startSubscription } from "./subscriptions.ts";
import { atTime, nowSeconds } from "./time.ts";

// The card the checkout page's instructions give first.
const DEMO_CARD = "4242424242424242";

// `{ customer, price, start_date, metadata?, card? }`: the customer and price ids, the moment it
// was bought (seconds since the epoch), its metadata, and the card number that paid (default 4242…).
export function startPastSubscription(store: Store, body: Record<string, unknown>): TSubscription {
  const customer = store.get("customer", textOf(body, "customer"), "customer");
  const price = store.get("price", textOf(body, "price"), "price");
  if (!price.active) throw invalid(`The price specified (${price.id}) is inactive.`, "price");
  const start = body.start_date;
  const now = nowSeconds();
  if (typeof start !== "number" || !Number.isInteger(start) || start > now)
    throw invalid("start_date must be a past time in whole seconds since the epoch.", "start_date");
  // The emulator renews only when a control tells it to (billing-cycle.ts).
  if (periodEnd(start, recurringOf(price)) <= now)
    throw invalid("start_date must be less than one period ago: the first period must still be running.", "start_date");
  const card = readCard({ card: body.card === undefined ? DEMO_CARD : String(body.card) }, true);
  if ("error" in card) throw invalid(card.error, "card");
  const metadata = metadataOf(body.metadata);
  return atTime(
    start,
    () =>
      startSubscription(store, {
        customer: customer.id,
        currency: price.currency,
        lines: [{ price, quantity: 1 }],
        trial: null,
        metadata,
        discount: null,
        session: null,
        paymentMethod: createPaymentMethod(store, card, customer).id,
      }).subscription,
  );
}

function textOf(body: Record<string, unknown>, name: string) {
  const value = body[name];
  if (value === undefined) throw missing(name);
  if (typeof value !== "string" || value === "") throw invalid(`${name} must be an id.`, name);
  return value;
}

function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid("metadata must be an object of strings.", "metadata");
  const entries = Object.entries(value);
  if (entries.some(([, text]) => typeof text !== "string"))
    throw invalid("metadata must be an object of strings.", "metadata");
  return Object.fromEntries(entries.map(([key, text]) => [key, String(text)]));
}
