import { Hono } from "hono";
import * as z from "zod";
import { ZCheckoutStarted, ZFulfilled } from "../../domain/answers/purchase";
import { ZCheckout } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { hasAnalyticsConsent } from "../http/consent";
import { accountLimit } from "../middleware/account-limit";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { validate } from "../middleware/validate";
import { fulfilCheckout } from "../services/purchase/fulfil-checkout";
import { startCheckout } from "../services/purchase/start-checkout";

const CHECKOUT = `Needs a live session. Opens a Stripe Checkout Session (subscription mode, the tier's yearly price in \`currency\`, else the edge country's currency, for the account's own Stripe customer, stored on the user; a trial or a promotion code, never both, and a refused trial code goes on at full price with its sentence in \`promoCodeError\`; expires after 30 minutes, and the name's hold lasts as long and counts among the account's 10). The account's one trial is claimed by one checkout at a time, in one conditional D1 write, after the checkout that held the claim has been settled at Stripe (a paid one is fulfilled and the trial counts as used, an open one is expired), and two trial checkouts opened at the same moment give one of them 409 \`TRIAL_CHECKOUT_REPLACED\`. An account opens at most two unpaid checkouts of one name in 24 hours (429 \`UNPAID_CHECKOUTS_EXCEEDED\` with \`Retry-After\`), since each holds the name for its 30 minutes. Checkouts, promotion-code checks and billing portal sessions are limited to 20 a minute per client address together, and per account to 20 checkouts, 30 checks and 20 portal sessions an hour, with \`Retry-After\`.

The owner of a pin in its grace window (its subscription ended by a failed or reversed payment, and \`GRACE_DAYS\` not yet over) renews it this way: nobody else can, and once paid the same pin (name, place, counts) moves to the new subscription. A subscription its owner cancelled has no grace window: its name is \`NAME_TAKEN\` to everyone, the owner included, until the release frees it.

400 \`MyPin is required for payment\` / \`Invalid coordinates\`, 409 \`NAME_TAKEN\` (a pin's name or former name) / \`NAME_HELD\` (look-alikes included), the name policy's 400 \`NAME_MIXED_SCRIPTS\` / \`NAME_EXPLETIVE\` and 409 \`NAME_RESERVED\`, 429 as for holds, 502 \`PAYMENT_FAILED\`, 502 \`NO_CHECKOUT_URL\`.`;

const FULFIL = `Needs a live session and a checkout the caller opened. Creates the pin, its subscription row and a receipt e-mail once (the webhook does the same; whichever comes first); for the owner's renewal of a pin in its grace window the pin stays and moves to the new subscription, and \`renewed\` is true (the success page then says \`MyPin Renewed!\`). A paid trial whose account's trial claim is another checkout's, or whose card (Stripe's \`card.fingerprint\`) has had a trial on any account, is ended at once (\`trial_end: "now"\`, so the first year is charged), \`trialRefused\` is \`"account"\` or \`"card"\` (else null), the success page says why and a \`trial-refused\` e-mail goes to the buyer; a card's trial still spends the account's.

An id the caller has no checkout of is 404 without a call to Stripe; 20 calls a minute per client address (with checkouts) and 30 an hour per account. 404 \`PAYMENT_SESSION_NOT_FOUND\`, 409 \`PAYMENT_UNSUCCESSFUL\`, 409 \`PURCHASE_REFUNDED\` (the name, or a look-alike of it, was taken first, or is a renamed pin's former name: subscription cancelled, payment refunded, buyer e-mailed), 502 \`PAYMENT_LOOKUP_FAILED\`.`;

export const checkoutRoutes = new Hono<THonoEnv>()
  .post(
    "/",
    describe({
      tag: "Purchase",
      summary: "Open a Stripe checkout for a name",
      description: CHECKOUT,
      answers: { 200: ZCheckoutStarted },
      refuses: [
        "TRIAL_CHECKOUT_REPLACED",
        "UNPAID_CHECKOUTS_EXCEEDED",
        "NAME_TAKEN",
        "NAME_HELD",
        "NAME_MIXED_SCRIPTS",
        "NAME_EXPLETIVE",
        "NAME_RESERVED",
        "HOLDS_PER_ACCOUNT_EXCEEDED",
        "HOLD_TIME_LIMIT",
        "PAYMENT_FAILED",
        "NO_CHECKOUT_URL",
        "PAYMENT_LOOKUP_FAILED",
      ],
    }),
    rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
    requireLiveSession,
    accountLimit("checkout", "PAYMENT_RATE_LIMITED"),
    validate("json", ZCheckout),
    async (c) => {
      const start = {
        user: c.var.user,
        order: c.req.valid("json"),
        country: c.req.raw.cf?.country as string | undefined,
        address: clientAddress(c.req.raw),
        analyticsConsent: hasAnalyticsConsent(c),
      };
      return c.json(await startCheckout(c.var.deps, start), 200);
    },
  )
  // The success page's call, which saves the pin after payment; the webhook does the same.
  .post(
    "/:sessionId/fulfil",
    describe({
      tag: "Purchase",
      summary: "Create the pin a paid checkout bought",
      description: FULFIL,
      answers: { 200: ZFulfilled },
      refuses: ["PAYMENT_SESSION_NOT_FOUND", "PAYMENT_UNSUCCESSFUL", "PURCHASE_REFUNDED", "PAYMENT_LOOKUP_FAILED"],
    }),
    rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
    requireLiveSession,
    accountLimit("fulfil", "PAYMENT_RATE_LIMITED"),
    validate("param", z.object({ sessionId: z.string().min(1).max(255) })),
    validate("json", z.object({})),
    async (c) => {
      const fulfil = { sessionId: c.req.valid("param").sessionId, userId: c.var.user.id };
      return c.json(await fulfilCheckout(c.var.deps, fulfil), 200);
    },
  );
