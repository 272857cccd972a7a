// POST /v1/subscriptions/:id: cancelling at period end (or not), metadata, a plan switch, and a
// trial's end, ended now or moved. Every parameter is checked before anything changes, and the
// changes are announced in one customer.subscription.updated.
import { endTrialNow } from "./billing-cycle.ts";
import type { TSubscription } from "./kinds.ts";
import {
  invalid,
  mergeMetadata,
  objectAt,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalString,
  type TParam,
  type TParams,
} from "./params.ts";
import type { Store } from "./store.ts";
import { announceChanges, setCancelAtPeriodEnd, switchItemPrice } from "./subscriptions.ts";
import { DAY, nowSeconds } from "./time.ts";

const LONGEST_TRIAL_DAYS = 730;

// What a canceled subscription refuses: Stripe changes only its cancellation_details and metadata.
const LIVE_ONLY_PARAMS = ["cancel_at_period_end", "items", "proration_behavior", "trial_end"];

export function updateSubscription(store: Store, id: string, params: TParams) {
  const subscription = store.get("subscription", id);
  const refused = subscription.status === "canceled" && LIVE_ONLY_PARAMS.find((name) => params[name] !== undefined);
  if (refused) throw invalid("A canceled subscription can only update its cancellation_details and metadata.", refused);
  // The emulator never prorates: a change takes effect at the next renewal's full price.
  const proration = optionalEnum(params, "proration_behavior", ["always_invoice", "create_prorations", "none"]);
  if (proration !== null && proration !== "none")
    throw invalid("The emulator does not prorate: proration_behavior must be none.", "proration_behavior");
  const cancel = optionalBoolean(params, "cancel_at_period_end");
  const prices = optionalArray(params, "items").map((item, index) => itemPrice(store, subscription, item, index));
  const trialEnd = trialEndFrom(subscription, params);
  const before = structuredClone(subscription);
  if (cancel !== null && cancel !== subscription.cancel_at_period_end) setCancelAtPeriodEnd(subscription, cancel);
  subscription.metadata = mergeMetadata(subscription.metadata, params);
  for (const { item, price } of prices) switchItemPrice(subscription, item, price);
  if (trialEnd === "now") return endTrialNow(store, subscription, before);
  if (trialEnd !== null) moveTrialEnd(subscription, trialEnd);
  return announceChanges(store, before, subscription);
}

// `items[0][id]=si_...&items[0][price]=price_...`: another recurring price, in the subscription's
// currency, for an item of this subscription (a plan switch, as the billing portal makes one).
function itemPrice(store: Store, subscription: TSubscription, given: TParam, index: number) {
  const param = `items[${index}]`;
  const fields = objectAt(given, param);
  const item = optionalString(fields, "id", `${param}[id]`);
  const priceId = optionalString(fields, "price", `${param}[price]`);
  if (!item || !priceId)
    throw invalid(`The emulator switches an item's price only: give ${param}[id] and ${param}[price].`, param);
  if (!subscription.items.data.some((candidate) => candidate.id === item))
    throw invalid(`No such subscription item: '${item}'`, `${param}[id]`, "resource_missing");
  const price = store.get("price", priceId, `${param}[price]`);
  if (!price.recurring) throw invalid("The price specified is not recurring.", `${param}[price]`);
  if (price.currency !== subscription.currency)
    throw invalid(
      `The price specified has currency ${price.currency}, which does not match the subscription's currency ${subscription.currency}.`,
      `${param}[price]`,
    );
  return { item, price };
}

// `trial_end`: `now`, or a Unix time in the future at most two years away. Stripe would also give a
// subscription that is not trialing a new trial; nothing here does that, so the emulator refuses it.
function trialEndFrom(subscription: TSubscription, params: TParams): "now" | number | null {
  const given = optionalString(params, "trial_end");
  if (given === null) return null;
  if (subscription.status !== "trialing")
    throw invalid("The emulator supports trial_end on trialing subscriptions only.", "trial_end");
  if (given === "now") return "now";
  const now = nowSeconds();
  if (!/^\d+$/.test(given) || Number(given) <= now)
    throw invalid("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
  if (Number(given) > now + LONGEST_TRIAL_DAYS * DAY)
    throw invalid(`The maximum number of trial period days is ${LONGEST_TRIAL_DAYS} (2 years).`, "trial_end");
  return Number(given);
}

// A trial is its subscription's current period, and "the billing_cycle_anchor will be updated to
// the trial_end value" (https://docs.stripe.com/api/subscriptions/update#update_subscription-trial_end).
function moveTrialEnd(subscription: TSubscription, end: number) {
  subscription.trial_end = end;
  subscription.billing_cycle_anchor = end;
  for (const item of subscription.items.data) item.current_period_end = end;
  if (subscription.cancel_at_period_end) subscription.cancel_at = end;
}
