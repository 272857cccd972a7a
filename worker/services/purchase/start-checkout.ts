import type Stripe from "stripe";
import type * as z from "zod";
import type { TDb } from "../../../db/client";
import { insertCheckout, listUnpaidCheckoutTimes } from "../../../db/queries/checkouts";
import { findRenewablePin } from "../../../db/queries/pins";
import type { ZCheckoutStarted } from "../../../domain/answers/purchase";
import { resolveCurrency } from "../../../domain/currency";
import { UNPAID_CHECKOUT_WINDOW_MS, UNPAID_CHECKOUTS_PER_NAME } from "../../../domain/holds";
import { type TTier, validateName } from "../../../domain/names";
import type { TCurrency } from "../../../domain/prices";
import { specialTrialFor } from "../../../domain/promotions";
import type { TCheckoutRequest } from "../../../domain/schemas";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import { userHolder } from "../../http/holders";
import { CATALOGUES } from "../../i18n/catalogues";
import type { TDeps } from "../../platform/dependencies";
import {
  createStripe,
  customerIdFor,
  expireCheckoutSession,
  isProviderError,
  priceIdFor,
} from "../../providers/payments";
import { recordCheckoutHold, takeHold } from "../names/holds";
import { nameLock } from "../names/locks";
import { isNameTaken } from "../names/names-for-sale";
import { assertPolicyAllows } from "../names/reserved-names";
import { CHECKOUT_TTL_SECONDS, CLOCK_MARGIN_SECONDS } from "./checkout-lifetime";
import { promotionFor } from "./promotions";
import { claimTrial, settleTrialClaim } from "./trial-claims";

// analyticsConsent: the buyer's cookie choice, kept with the checkout for the conversion events
// fulfilment sends from a webhook, without the browser.
// address: the buyer's client address, which the name's hold counts the buyer's time by too.
type TCheckoutStart = {
  user: TSessionUser;
  order: TCheckoutRequest;
  country: string | null | undefined;
  address: string;
  analyticsConsent: boolean;
};

type TSessionRequest = {
  user: TSessionUser;
  input: TCheckoutRequest;
  tier: TTier;
  currency: TCurrency;
  expiresAt: number;
  origin: string;
};

type TCodeOutcome = Awaited<ReturnType<typeof promotionFor>>;

// The code the buyer typed, settled: a trial's claim first (the account's open trial checkout can
// no longer be paid once another is opened, so a trial it has just used counts), then the
// promotion, usable unless it is refused or a fixed amount in another currency.
async function promotionOf(deps: TDeps, stripe: Stripe, { user, input, tier, currency }: TSessionRequest) {
  const code = input.promoCode;
  if (!code) return { trialClaim: null, promotion: null, usable: null };
  const trialClaim = specialTrialFor(code) ? await settleTrialClaim(deps, stripe, user.id) : null;
  const promotion = await promotionFor(deps.db, stripe, { code, tier, userId: user.id, locale: deps.locale });
  const wrongCurrency =
    promotion.kind === "code" && promotion.discount.type === "fixed" && promotion.discount.currency !== currency;
  const usable = promotion.kind === "trial" || (promotion.kind === "code" && !wrongCurrency) ? promotion : null;
  return { trialClaim, promotion, usable };
}

// What the app is told of the code: the one the checkout took, or why it took none.
function promoAnswer(
  deps: TDeps,
  input: TCheckoutRequest,
  promotion: TCodeOutcome | null,
  usable: TCodeOutcome | null,
) {
  if (usable)
    return { promoCode: usable.kind === "trial" ? usable.trial.code : (input.promoCode ?? null), promoCodeError: null };
  if (!promotion) return { promoCode: null, promoCodeError: null };
  const promoCodeError =
    promotion.kind === "refused" ? promotion.reason : CATALOGUES[deps.locale].purchase.create.promoInvalid;
  return { promoCode: null, promoCodeError };
}

// The Stripe side of a checkout: the promotion, the customer, the price and the session. A code
// refused here (or a fixed amount in another currency) does not stop the purchase: the checkout
// page shows the full price, and the app says why.
async function openCheckoutSession(deps: TDeps, stripe: Stripe, request: TSessionRequest) {
  const { user, input, tier, currency } = request;
  const { trialClaim, promotion, usable } = await promotionOf(deps, stripe, request);
  const [customer, price] = await Promise.all([
    customerIdFor(deps.db, stripe, user),
    priceIdFor(stripe, tier, currency),
  ]);
  const metadata = {
    mypin: input.mypin,
    latitude: String(input.latitude),
    longitude: String(input.longitude),
    userId: user.id,
  };
  const name = encodeURIComponent(input.mypin);
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    line_items: [{ price, quantity: 1 }],
    metadata,
    subscription_data: { metadata, ...(usable?.kind === "trial" ? { trial_period_days: usable.trial.days } : {}) },
    ...(usable?.kind === "code" ? { discounts: [{ promotion_code: usable.id }] } : {}),
    expires_at: request.expiresAt,
    locale: deps.locale,
    success_url: `${request.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}&mypin=${name}`,
    cancel_url: `${request.origin}/payment-cancelled?mypin=${name}`,
  });
  return { session, trialClaim, ...promoAnswer(deps, input, promotion, usable) };
}

// Each unpaid checkout holds the name for its 30 minutes, past the holder's tenure: two a day per
// name and account, so checkouts opened one after another cannot keep a name from everyone else.
async function assertUnpaidCheckoutsLeft(db: TDb, userId: string, mypin: string, now: number) {
  const started = await listUnpaidCheckoutTimes(db, userId, mypin, now - UNPAID_CHECKOUT_WINDOW_MS);
  const oldest = started[started.length - UNPAID_CHECKOUTS_PER_NAME];
  if (oldest === undefined) return;
  throw new AppError("UNPAID_CHECKOUTS_EXCEEDED", {
    retryAfterSeconds: (oldest + UNPAID_CHECKOUT_WINDOW_MS - now) / 1000,
  });
}

// Starting the payment: the buyer must hold the name (or get it now), and the
// hold then lasts as long as the checkout session so the name cannot be lost mid-payment.
export async function startCheckout(
  deps: TDeps,
  { user, order: input, country, address, analyticsConsent }: TCheckoutStart,
): Promise<z.output<typeof ZCheckoutStarted>> {
  const { env, db, now } = deps;
  const { mypin } = input;
  const tier = validateName(mypin).tier ?? "premium";
  const currency = input.currency ?? resolveCurrency({ country });
  await assertPolicyAllows(db, mypin, user.id);
  // Taken, unless it is the owner's own pin in its grace window: then this checkout renews it, and
  // only its owner can make one. A pin's former name is taken as its name is.
  if ((await isNameTaken(db, mypin, now)) && !(await findRenewablePin(db, user, mypin, now))) {
    throw new AppError("NAME_TAKEN");
  }
  await assertUnpaidCheckoutsLeft(db, user.id, mypin, now);
  const holder = userHolder(user.id);
  const lock = nameLock(env, mypin);
  await takeHold(deps, { name: mypin, holder, kind: "user", address });

  const expiresAt = Math.floor(now / 1000) + CHECKOUT_TTL_SECONDS + CLOCK_MARGIN_SECONDS;
  const request = { user, input, tier, currency, expiresAt, origin: configOf(env).PUBLIC_ORIGIN };
  const opened = await openCheckoutSession(deps, createStripe(env), request).catch((error: unknown) => {
    if (!isProviderError(error)) throw error;
    throw new AppError("PAYMENT_FAILED", { cause: error });
  });

  if (!opened.session.url) {
    await expireCheckoutSession(env, opened.session.id);
    throw new AppError("NO_CHECKOUT_URL");
  }
  // Without its record a paid session could not be traced back, so a failed write ends the session.
  try {
    await insertCheckout(db, {
      id: opened.session.id,
      userId: user.id,
      mypin,
      latitude: input.latitude,
      longitude: input.longitude,
      tier,
      currency,
      promoCode: opened.promoCode,
      analyticsConsent,
      createdAt: now,
    });
  } catch (error) {
    await expireCheckoutSession(env, opened.session.id);
    throw error;
  }
  if (opened.promoCode && specialTrialFor(opened.promoCode))
    await claimTrial(deps, user.id, opened.trialClaim, opened.session.id);
  const { extended, replaced } = await lock.extendForCheckout(holder, opened.session.id, expiresAt * 1000, now);
  // The hold was cancelled or lost while the session was opened: a session left open could be paid
  // for a name someone else now holds, and the purchase would only end in a refund.
  if (!extended) {
    await expireCheckoutSession(env, opened.session.id);
    throw new AppError("NAME_HELD");
  }
  await recordCheckoutHold(db, {
    holder,
    name: mypin,
    expiresAt: expiresAt * 1000,
    checkoutSessionId: opened.session.id,
  });
  if (replaced) await expireCheckoutSession(env, replaced);
  return { url: opened.session.url, ...(opened.promoCodeError ? { promoCodeError: opened.promoCodeError } : {}) };
}
