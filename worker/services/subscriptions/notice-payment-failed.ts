import type Stripe from "stripe";
import { queueNoticeOnce } from "../../../db/queries/notices";
import { findPinBySubscription, pinOfSubscriptionExists } from "../../../db/queries/pins";
import { findSubscription } from "../../../db/queries/subscriptions";
import { BILLING_PATH } from "../../../domain/links";
import { CURRENCIES, type TCurrency } from "../../../domain/prices";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import type { TEmail } from "../outbox/email-templates";

const currencyOf = (value: string, fallback: TCurrency) => CURRENCIES.find((known) => known === value) ?? fallback;

// invoice.payment_failed: the owner hears of each failed attempt once, with the amount and where
// to update the card; the pin stays live while Stripe retries (past_due).
export async function noticePaymentFailed({ env, db, now }: TDeps, invoice: Stripe.Invoice, subscriptionId: string) {
  const [row, pin] = await Promise.all([
    findSubscription(db, subscriptionId),
    findPinBySubscription(db, subscriptionId),
  ]);
  if (!row || !pin || invoice.amount_due <= 0) return;
  const email: TEmail = {
    to: row.email,
    template: "payment-failed",
    payload: {
      mypin: pin.mypin,
      amountMinor: invoice.amount_due,
      currency: currencyOf(invoice.currency, row.currency),
      link: `${configOf(env).PUBLIC_ORIGIN}${BILLING_PATH}`,
    },
  };
  const key = `payment-failed:${invoice.id}:${invoice.attempt_count}`;
  await env.DB.batch(queueNoticeOnce(env.DB, key, email, now, pinOfSubscriptionExists(subscriptionId)));
}
