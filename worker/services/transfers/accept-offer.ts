import { findTransferablePin, setTransferCheckout, type TTransferRow } from "../../../db/queries/transfers";
import { validateName } from "../../../domain/names";
import { CURRENCIES } from "../../../domain/prices";
import { transferPath } from "../../../domain/transfers";
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
import { CHECKOUT_TTL_SECONDS } from "../purchase/checkout-lifetime";
import { assertTransferable, openOfferFor } from "./transfer-offers";
import { readOfferTerms } from "./transfer-terms";

// The pin as it stands now may still change hands: the giver's, on the giver's subscription, and
// not in grace, past due, disputed or being paid for (the offer's lock no longer applies).
async function assertStillTransferable(deps: TDeps, offer: TTransferRow) {
  const giver = { id: offer.fromUserId, email: offer.fromEmail };
  const pin = await findTransferablePin(deps.db, giver, offer.pinId, deps.now);
  if (!pin || pin.subscriptionId !== offer.fromSubscriptionId) throw new AppError("TRANSFER_ENDED");
  assertTransferable(pin, deps.now, { locking: false });
  return pin;
}

// A checkout handed back again on a second accept must leave the recipient time to pay.
const REUSE_MARGIN_MS = 5 * 60_000;

// Accept: the recipient's own subscription through Stripe Checkout, on the tier's price in the
// giver's currency, with the giver's paid time as a trial (nothing due today) when there is some to
// carry (domain/transfers.ts carriedTime), its payment named in the subscription's metadata so a
// reversal of it can follow the pin. Nothing changes until it is paid (transfer-completion.ts).
// While the checkout opened last is open, accepting again hands back its page: no second
// checkout, no call to Stripe.
export async function acceptOffer(deps: TDeps, { user, transferId }: { user: TSessionUser; transferId: string }) {
  const { env, db, now } = deps;
  const offer = await openOfferFor(deps, user, transferId);
  if (offer.checkoutUrl && (offer.checkoutExpiresAt ?? 0) > now + REUSE_MARGIN_MS) return { url: offer.checkoutUrl };
  const pin = await assertStillTransferable(deps, offer);
  const terms = await readOfferTerms(deps, offer);
  if (terms.refusal) throw new AppError(terms.refusal);
  const stripe = createStripe(env);
  const tier = validateName(offer.mypin).tier ?? "premium";
  const currency = CURRENCIES.find((known) => known === terms.currency) ?? "gbp";
  try {
    const [customer, price] = await Promise.all([customerIdFor(db, stripe, user), priceIdFor(stripe, tier, currency)]);
    const metadata = { transferId: offer.id, mypin: offer.mypin, userId: user.id };
    const place = { latitude: String(pin.latitude), longitude: String(pin.longitude) };
    const carried: Record<string, string> = terms.carriedPayment ? { carriedPayment: terms.carriedPayment } : {};
    const origin = configOf(env).PUBLIC_ORIGIN;
    const expiresAt = Math.floor(now / 1000) + CHECKOUT_TTL_SECONDS + 60;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: {
        metadata: { ...metadata, ...place, ...carried },
        ...(terms.carriedUntil === null ? {} : { trial_end: Math.floor(terms.carriedUntil / 1000) }),
      },
      expires_at: expiresAt,
      locale: deps.locale,
      success_url: `${origin}${transferPath(offer.id)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${transferPath(offer.id)}`,
    });
    if (!session.url) throw new AppError("NO_CHECKOUT_URL");
    await setTransferCheckout(
      db,
      offer.id,
      { sessionId: session.id, url: session.url, expiresAt: expiresAt * 1000 },
      now,
    );
    if (offer.checkoutSessionId && offer.checkoutSessionId !== session.id)
      await expireCheckoutSession(env, offer.checkoutSessionId);
    return { url: session.url };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_FAILED", { cause: error });
  }
}
