import { Hono } from "hono";
import * as z from "zod";
import { ZMovedPin } from "../../domain/answers/my-pins";
import {
  ZIncomingTransfers,
  ZTransferCheckout,
  ZTransferCompleted,
  ZTransferOffer,
} from "../../domain/answers/transfers";
import { ZPinId, ZTransferId, ZTransferRequest, ZTransferReturn } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireRole } from "../middleware/require-role";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { findOwnedPinView } from "../services/pins/find-owned-pin-view";
import { acceptOffer } from "../services/transfers/accept-offer";
import { completeOwnTransfer } from "../services/transfers/complete-own-transfer";
import { declineOffer } from "../services/transfers/decline-offer";
import { incomingTransfers } from "../services/transfers/incoming-transfers";
import { offerTransfer } from "../services/transfers/offer-transfer";
import { viewOffer } from "../services/transfers/view-offer";
import { withdrawOfferAsStaff } from "../services/transfers/withdraw-offer-as-staff";
import { withdrawOwnOffer } from "../services/transfers/withdraw-own-offer";

const tag = "Transfers";

const OFFER = `Live session, own pin. Offers the pin to the account of \`email\` for 7 days; the recipient is e-mailed a link to \`/transfer/{id}\` (in their account's language, else the giver's) and the offer, its audit row and the e-mail are one batch. Answers the pin with its \`transfer\`.

Offer and withdrawal e-mails are capped a day: 10 per giving account and 3 per recipient address (past them an offer is refused, 429 \`TRANSFER_OFFERS_LIMITED\`, while a withdrawal still withdraws, unannounced). The e-mail's subject is MyPin's words with the pin's name, never the giver's display name.

Refused: 400 \`TRANSFER_TO_SELF\`; 409 \`TRANSFER_NO_SUBSCRIPTION\` (no live subscription), \`TRANSFER_IN_GRACE\`, \`TRANSFER_PAST_DUE\`, \`TRANSFER_DISPUTED\` (a dispute still open), \`TRANSFER_CHECKOUT_OPEN\` (a purchase of the name being paid), \`TRANSFER_LOCKED\` (within 14 days of its purchase or last transfer), \`TRANSFER_OFFER_OPEN\` (one open offer per pin, also for two made at once); 404 \`PIN_NOT_FOUND\`.`;

const ACCEPT = `Live session, the account of the offer's address. Opens a Stripe Checkout for the recipient's own yearly subscription on the tier's price in the giver's currency, with the giver's paid time carried as \`subscription_data.trial_end\`, so nothing is due today. Only paid time is carried: an active subscription's period once the invoice that opened it is paid (a renewal Stripe has not charged yet waits), a trial itself carried by a transfer, or a promotional trial's own remaining days; when it ends within 48 hours (Stripe's shortest trial end) nothing is carried and the year is paid today. The payment behind the carried time is named in the subscription's metadata (\`carriedPayment\`), so a reversal of it follows the pin. Nothing changes until it is paid. While the last checkout is open (5 minutes to spare), accepting again answers the same page without calling Stripe; otherwise a new one replaces it. Limited per address and per account (20 an hour).

Refused: 403 \`TRANSFER_OTHER_ACCOUNT\`, 404 \`TRANSFER_NOT_FOUND\`, 410 \`TRANSFER_ENDED\` (accepted, declined, withdrawn, past its week, or the pin changed), 409 as the offer (the pin went into grace, past due, a dispute or a purchase meanwhile) and \`TRANSFER_RENEWAL_PENDING\` (the giver's renewal not yet paid), 429 \`PAYMENT_RATE_LIMITED\`, 502 \`PAYMENT_FAILED\`.`;

const COMPLETE = `Live session, the recipient. After Stripe's return: only the checkout this offer opened last is looked up at Stripe (any other session id is 404 with no call), and an offer this recipient already completed answers the same success again. The paid checkout moves the pin (owner, subscription, with name, place, counts, history, QR image and share links kept) in one D1 batch, only while the offer is open, the pin still the giver's on the giver's subscription and the giver's payment not taken back; the giver's subscription is then cancelled at once, without proration or refund. The checkout's webhook does the same; of both, and of a webhook delivered twice, exactly one moves the pin. A payment that finds the offer ended is voided: its subscription cancelled, anything charged refunded, and 410 \`TRANSFER_ENDED\`. Limited per address and per account (30 an hour).

Refused: 404 \`PAYMENT_SESSION_NOT_FOUND\` (not this offer's checkout, or another account's offer), 409 \`PAYMENT_UNSUCCESSFUL\` (not paid: the offer stays open), 429 \`PAYMENT_RATE_LIMITED\`, 502 \`PAYMENT_LOOKUP_FAILED\`.`;

export const ownTransferRoutes = new Hono<THonoEnv>()
  .post(
    "/:id/transfer",
    describe({
      tag,
      summary: "Offer one of the user's pins to another account",
      description: OFFER,
      answers: { 200: ZMovedPin },
      refuses: [
        "PIN_NOT_FOUND",
        "TRANSFER_TO_SELF",
        "TRANSFER_NO_SUBSCRIPTION",
        "TRANSFER_IN_GRACE",
        "TRANSFER_PAST_DUE",
        "TRANSFER_DISPUTED",
        "TRANSFER_CHECKOUT_OPEN",
        "TRANSFER_LOCKED",
        "TRANSFER_OFFER_OPEN",
        "TRANSFER_OFFERS_LIMITED",
      ],
    }),
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", ZTransferRequest),
    async (c) => {
      const owner = c.var.user;
      const id = c.req.valid("param").id;
      await offerTransfer(c.var.deps, { owner, id, email: c.req.valid("json").email });
      return c.json({ pin: await findOwnedPinView(c.var.deps, owner, id) }, 200);
    },
  )
  .delete(
    "/:id/transfer",
    describe({
      tag,
      summary: "Withdraw the open offer of one of the user's pins",
      description:
        "Live session, own pin. The recipient is e-mailed; nothing else changes. 404 `TRANSFER_NOT_FOUND` without an open offer, 410 `TRANSFER_ENDED` when it ended meanwhile.",
      answers: { 200: ZMovedPin },
      refuses: ["TRANSFER_NOT_FOUND", "TRANSFER_ENDED"],
    }),
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", z.object({})),
    async (c) => {
      const owner = c.var.user;
      const id = c.req.valid("param").id;
      await withdrawOwnOffer(c.var.deps, { owner, id });
      return c.json({ pin: await findOwnedPinView(c.var.deps, owner, id) }, 200);
    },
  );

export const incomingTransferRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag,
    summary: "The open offers made to the user's address",
    description: 'Soonest ending first, for the manage page\'s "Offered to you".',
    answers: { 200: ZIncomingTransfers },
    refuses: [],
  }),
  requireUser,
  async (c) => c.json(await incomingTransfers(c.var.deps, c.var.user), 200),
);

export const transferRoutes = new Hono<THonoEnv>()
  .get(
    "/:id",
    describe({
      tag,
      summary: "A transfer offer, by its link",
      description:
        "Anyone with the link sees the name and whether it is still open; `toEmail`, the address it was sent to, only the giver and the account of that address (null for anyone else); `details` (who offers it, where the pin is, what accepting costs now, or why it cannot be accepted yet) only the account of that address, while it is open. The terms are read from Stripe at most every two minutes per offer. 404 `TRANSFER_NOT_FOUND`.",
      answers: { 200: ZTransferOffer },
      refuses: ["TRANSFER_NOT_FOUND", "PAYMENT_LOOKUP_FAILED"],
    }),
    validate("param", ZTransferId),
    async (c) => c.json(await viewOffer(c.var.deps, { user: c.var.user, transferId: c.req.valid("param").id }), 200),
  )
  .post(
    "/:id/accept",
    describe({
      tag,
      summary: "Accept an offer: open the recipient's checkout",
      description: ACCEPT,
      answers: { 200: ZTransferCheckout },
      refuses: [
        "TRANSFER_OTHER_ACCOUNT",
        "TRANSFER_NOT_FOUND",
        "TRANSFER_ENDED",
        "TRANSFER_IN_GRACE",
        "TRANSFER_PAST_DUE",
        "TRANSFER_DISPUTED",
        "TRANSFER_CHECKOUT_OPEN",
        "TRANSFER_NO_SUBSCRIPTION",
        "TRANSFER_RENEWAL_PENDING",
        "PAYMENT_FAILED",
      ],
    }),
    rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
    requireLiveSession,
    accountLimit("transferAccept", "PAYMENT_RATE_LIMITED"),
    validate("param", ZTransferId),
    validate("json", z.object({})),
    async (c) => c.json(await acceptOffer(c.var.deps, { user: c.var.user, transferId: c.req.valid("param").id }), 200),
  )
  .post(
    "/:id/decline",
    describe({
      tag,
      summary: "Decline an offer",
      description:
        "Live session, the account of the offer's address. The giver is e-mailed; the pin stays theirs. 403 `TRANSFER_OTHER_ACCOUNT`, 404 `TRANSFER_NOT_FOUND`, 410 `TRANSFER_ENDED`.",
      answers: { 200: z.object({}) },
      refuses: ["TRANSFER_OTHER_ACCOUNT", "TRANSFER_NOT_FOUND", "TRANSFER_ENDED"],
    }),
    requireLiveSession,
    validate("param", ZTransferId),
    validate("json", z.object({})),
    async (c) => {
      await declineOffer(c.var.deps, { user: c.var.user, transferId: c.req.valid("param").id });
      return c.json({}, 200);
    },
  )
  .post(
    "/:id/complete",
    describe({
      tag,
      summary: "Finish a transfer after the recipient's checkout",
      description: COMPLETE,
      answers: { 200: ZTransferCompleted },
      refuses: ["PAYMENT_SESSION_NOT_FOUND", "PAYMENT_UNSUCCESSFUL", "PAYMENT_LOOKUP_FAILED", "TRANSFER_ENDED"],
    }),
    rateLimit("PAYMENT_LIMIT", "PAYMENT_RATE_LIMITED"),
    requireLiveSession,
    accountLimit("transferComplete", "PAYMENT_RATE_LIMITED"),
    validate("param", ZTransferId),
    validate("json", ZTransferReturn),
    async (c) => {
      const complete = {
        user: c.var.user,
        transferId: c.req.valid("param").id,
        sessionId: c.req.valid("json").sessionId,
      };
      return c.json(await completeOwnTransfer(c.var.deps, complete), 200);
    },
  );

// The help desk sees an open offer on a pin and may withdraw it; both sides are e-mailed.
export const staffTransferRoutes = new Hono<THonoEnv>().post(
  "/:id/withdraw",
  describe({
    tag,
    summary: "Withdraw an open offer for a customer",
    description:
      "Help desk or system admin. Both the giver and the recipient are e-mailed; the audit trail names the staff member. 404 `TRANSFER_NOT_FOUND`, 410 `TRANSFER_ENDED`.",
    answers: { 200: z.object({}) },
    refuses: ["TRANSFER_NOT_FOUND", "TRANSFER_ENDED"],
  }),
  requireRole("help_desk", "system_admin"),
  validate("param", ZTransferId),
  validate("json", z.object({})),
  async (c) => {
    await withdrawOfferAsStaff(c.var.deps, { actor: c.var.user, transferId: c.req.valid("param").id });
    return c.json({}, 200);
  },
);
