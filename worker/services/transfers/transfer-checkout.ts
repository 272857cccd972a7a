import type Stripe from "stripe";
import { findTransferablePin, setTransferCheckout, type TTransferRow } from "../../../db/queries/transfers";
import { validateName } from "../../../domain/names";
import { CURRENCIES } from "../../../domain/prices";
import { carriedTrialEnd, transferPath } from "../../../domain/transfers";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import {
  createStripe,
  customerIdFor,
  expireCheckoutSession,
  isProviderError,
  priceIdFor,
} from "../../providers/payments";
import { CHECKOUT_TTL_SECONDS } from "../purchase/checkout";
import { assertTransferable, openOfferFor } from "./transfer-offers";

// The giver's time that is paid for: a paid period, or a trial that was itself carried over by a
// transfer (its metadata names the transfer). A free trial is not: passing it on would give the
// recipient a trial they would not otherwise get.
function paidUntil(subscription: Stripe.Subscription): number | null {
  const end = subscription.items.data[0]?.current_period_end;
  if (!end) return null;
  if (subscription.status === "active") return end * 1000;
  if (subscription.status === "trialing" && subscription.metadata?.transferId) return end * 1000;
  return null;
}

// What accepting costs now, from the giver's subscription as Stripe holds it: the tier's price in
// the giver's currency, with the giver's paid time carried as a trial when Stripe can take it
// (carriedUntil, null for a year paid today). The offer page shows these; the checkout charges them.
export function offerTerms(offer: Pick<TTransferRow, "mypin">, giving: Stripe.Subscription, now: number) {
  const currency = CURRENCIES.find((known) => known === giving.currency) ?? "gbp";
  const tier = validateName(offer.mypin).tier ?? "premium";
  return { tier, currency, carriedUntil: carriedTrialEnd({ paidUntil: paidUntil(giving) }, now) };
}

// The pin as it stands now may still change hands: the giver's, on the giver's subscription, and
// not in grace, past due, disputed or being paid for (the offer's lock no longer applies).
async function assertStillTransferable(deps: TDeps, offer: TTransferRow) {
  const giver = { id: offer.fromUserId, email: offer.fromEmail };
  const pin = await findTransferablePin(deps.db, giver, offer.pinId, deps.now);
  if (!pin || pin.subscriptionId !== offer.fromSubscriptionId) throw new AppError("TRANSFER_ENDED");
  assertTransferable(pin, deps.now, { locking: false });
  return pin;
}

// Accept: the recipient's own subscription through Stripe Checkout, on the tier's price in the
// giver's currency, with the giver's paid time as a trial (nothing due today) when Stripe can take
// it (domain/transfers.ts carriedTrialEnd). Nothing changes until it is paid
// (transfer-completion.ts); a checkout opened again replaces the last.
export async function acceptOffer(deps: TDeps, { user, transferId }: { user: TSessionUser; transferId: string }) {
  const { env, db, now } = deps;
  const offer = await openOfferFor(deps, user, transferId);
  const pin = await assertStillTransferable(deps, offer);
  const stripe = createStripe(env);
  try {
    const giving = await stripe.subscriptions.retrieve(offer.fromSubscriptionId);
    const { tier, currency, carriedUntil: trialEnd } = offerTerms(offer, giving, now);
    const [customer, price] = await Promise.all([customerIdFor(db, stripe, user), priceIdFor(stripe, tier, currency)]);
    const metadata = { transferId: offer.id, mypin: offer.mypin, userId: user.id };
    const place = { latitude: String(pin.latitude), longitude: String(pin.longitude) };
    const origin = configOf(env).PUBLIC_ORIGIN;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: {
        metadata: { ...metadata, ...place },
        ...(trialEnd === null ? {} : { trial_end: Math.floor(trialEnd / 1000) }),
      },
      expires_at: Math.floor(now / 1000) + CHECKOUT_TTL_SECONDS + 60,
      locale: deps.locale,
      success_url: `${origin}${transferPath(offer.id)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${transferPath(offer.id)}`,
    });
    if (!session.url) throw new AppError("NO_CHECKOUT_URL");
    await setTransferCheckout(db, offer.id, session.id, now);
    if (offer.checkoutSessionId && offer.checkoutSessionId !== session.id)
      await expireCheckoutSession(env, offer.checkoutSessionId);
    return { url: session.url };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_FAILED", { cause: error });
  }
}
