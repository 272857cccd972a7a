// What a checkout session is made from, read from the create call's parameters and refused as
// Stripe refuses them: its customer, its lines, its trial and when it expires.
import type { TCheckoutTrial, TLine } from "./checkout.ts";
import {
  invalid,
  missing,
  objectAt,
  optionalArray,
  optionalInteger,
  optionalString,
  requiredString,
  type TParams,
} from "./params.ts";
import type { Store } from "./store.ts";
import { DAY, nowSeconds } from "./time.ts";

const MINUTE = 60;
// The caller computes `now + 30 minutes` a moment before we read the clock.
const CLOCK_TOLERANCE = 10;

export function customerFromParams(store: Store, params: TParams) {
  const customerId = optionalString(params, "customer");
  const customerEmail = optionalString(params, "customer_email");
  if (customerId && customerEmail)
    throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
  return { customer: customerId ? store.get("customer", customerId, "customer") : null, customerEmail };
}

export function expiresAtFromParams(params: TParams) {
  const now = nowSeconds();
  const expiresAt = optionalInteger(params, "expires_at") ?? now + 24 * 60 * MINUTE;
  if (expiresAt < now + 30 * MINUTE - CLOCK_TOLERANCE) {
    throw invalid(
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      "expires_at",
    );
  }
  if (expiresAt > now + 24 * 60 * MINUTE + CLOCK_TOLERANCE) {
    throw invalid(
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      "expires_at",
    );
  }
  return expiresAt;
}

// Stripe's limits: "Has to be at least 48 hours in the future" (subscription_data.trial_end), and a
// trial of at most 730 days either way; only one of the two may be given.
const LONGEST_TRIAL_DAYS = 730;
const SHORTEST_TRIAL_END_SECONDS = 48 * 60 * MINUTE;

export function trialFromParams(subscriptionData: TParams): TCheckoutTrial | null {
  const days = optionalInteger(subscriptionData, "trial_period_days", "subscription_data[trial_period_days]");
  const end = optionalInteger(subscriptionData, "trial_end", "subscription_data[trial_end]");
  if (days !== null && end !== null) {
    throw invalid(
      "You may only specify one of these parameters: subscription_data[trial_end], subscription_data[trial_period_days].",
      "subscription_data[trial_end]",
    );
  }
  if (days !== null) {
    if (days < 1 || days > LONGEST_TRIAL_DAYS) {
      throw invalid(
        `subscription_data[trial_period_days] must be between 1 and ${LONGEST_TRIAL_DAYS}.`,
        "subscription_data[trial_period_days]",
      );
    }
    return { days };
  }
  if (end === null) return null;
  const now = nowSeconds();
  if (end < now + SHORTEST_TRIAL_END_SECONDS - CLOCK_TOLERANCE) {
    throw invalid(
      "subscription_data[trial_end] has to be at least 48 hours in the future.",
      "subscription_data[trial_end]",
    );
  }
  if (end > now + LONGEST_TRIAL_DAYS * DAY) {
    throw invalid(
      `subscription_data[trial_end] can be at most ${LONGEST_TRIAL_DAYS} days in the future.`,
      "subscription_data[trial_end]",
    );
  }
  return { end };
}

export function linesFromParams(store: Store, params: TParams): TLine[] {
  const given = optionalArray(params, "line_items");
  if (given.length === 0) throw missing("line_items");
  const lines = given.map((entry, index) => {
    const param = `line_items[${index}]`;
    const fields = objectAt(entry, param);
    const price = store.get("price", requiredString(fields, "price", `${param}[price]`), `${param}[price]`);
    if (!price.active) throw invalid(`The price specified (${price.id}) is inactive.`, `${param}[price]`);
    if (!price.recurring)
      throw invalid(
        "You must provide at least one recurring price in `subscription` mode when using prices.",
        `${param}[price]`,
      );
    const quantity = optionalInteger(fields, "quantity", `${param}[quantity]`) ?? 1;
    if (quantity < 1) throw invalid("Quantity must be at least 1.", `${param}[quantity]`);
    return { price, quantity };
  });
  if (new Set(lines.map((line) => line.price.currency)).size > 1)
    throw invalid("All prices must be in the same currency.", "line_items");
  return lines;
}
