// POST /v1/subscriptions/:id: cancelling at period end (or not), metadata, a plan switch, and a
// trial's end, ended now or moved. Every parameter is checked before anything changes, and the
// changes are announced in one customer.subscription.updated.
import { endTrialNow } from "./billing-cycle.ts";
import { invalid, mergeMetadata, optionalArray, optionalBoolean, optionalString, type TRecord } from "./params.ts";
import { nowSeconds, type Store } from "./store.ts";
import { announceChanges, setCancelAtPeriodEnd, switchItemPrice } from "./subscriptions.ts";

const DAY = 86_400;
const LONGEST_TRIAL_DAYS = 730;

// What a canceled subscription refuses: Stripe changes only its cancellation_details and metadata.
const LIVE_ONLY_PARAMS = ["cancel_at_period_end", "trial_end"];

export function updateSubscription(store: Store, id: string, params: TRecord) {
  const subscription = store.get("subscription", id);
  const refused = subscription.status === "canceled" && LIVE_ONLY_PARAMS.find((name) => optionalString(params, name));
  if (refused) throw invalid("A canceled subscription can only update its cancellation_details and metadata.", refused);
  const cancel = optionalBoolean(params, "cancel_at_period_end");
  const prices = optionalArray(params, "items").map((item) => itemPrice(store, subscription, item));
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
function itemPrice(store: Store, subscription: TRecord, given: unknown) {
  if (typeof given !== "object" || given === null) throw invalid("Invalid array", "items");
  const item = optionalString(given as TRecord, "id", "items[0][id]");
  const priceId = optionalString(given as TRecord, "price", "items[0][price]");
  if (!item || !priceId) throw invalid("Missing required param: items[0][id] and items[0][price].", "items");
  if (!subscription.items.data.some((candidate: TRecord) => candidate.id === item))
    throw invalid(`No such subscription item: '${item}'`, "items[0][id]", "resource_missing");
  const price = store.get("price", priceId, "items[0][price]");
  if (!price.recurring) throw invalid("The price specified is not recurring.", "items[0][price]");
  if (price.currency !== subscription.currency)
    throw invalid(
      `The price specified has currency ${price.currency}, which does not match the subscription's currency ${subscription.currency}.`,
      "items[0][price]",
    );
  return { item, price };
}

// `trial_end`: `now`, or a Unix time in the future at most two years away. Stripe would also give a
// subscription that is not trialing a new trial; nothing here does that, so the emulator refuses it.
function trialEndFrom(subscription: TRecord, params: TRecord): "now" | number | null {
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
function moveTrialEnd(subscription: TRecord, end: number) {
  subscription.trial_end = end;
  subscription.billing_cycle_anchor = end;
  for (const item of subscription.items.data) item.current_period_end = end;
  if (subscription.cancel_at_period_end) subscription.cancel_at = end;
}
