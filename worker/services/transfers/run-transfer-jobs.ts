import { toStatement } from "../../../db/client";
import { outboxEmailWhen } from "../../../db/queries/outbox";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { listGiversStillSubscribed } from "../../../db/queries/transfer-moves";
import { endTransfer, listLapsedTransfers, type TTransferRow, transferEndedAs } from "../../../db/queries/transfers";

import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import type { TRunBudget } from "../../platform/run-budget";
import { deliverOutbox } from "../outbox/deliver-outbox";
import { DELIVERY_QUERIES } from "../outbox/outbox-delivery";
import { completeTransfer, endGiversSubscription } from "./transfer-completion";

// Lapsed offers and givers' subscriptions a run handles: 1,440 of each a day, where a busy week
// lapses a few dozen offers.
const OFFERS_PER_RUN = 5;
const GIVERS_PER_RUN = 5;

// Worst case: the two lists and the e-mails' delivery; per offer with a checkout, 18 queries (the
// offer and its recipient, the acceptance's batch of 6, the offer read again, and for a payment
// voided its e-mail, the delivery it starts and the offer's end, a batch of 4) and 10 subrequests
// (the session, and the giver's subscription read and cancelled, each doubled by the SDK's retry;
// the search cache forgotten); per giver 5 queries (its sync) and 4 subrequests (read, cancelled).
export const TRANSFER_JOBS_BUDGET = {
  queries: 2 + DELIVERY_QUERIES + OFFERS_PER_RUN * 18 + GIVERS_PER_RUN * 5,
  subrequests: OFFERS_PER_RUN * 10 + GIVERS_PER_RUN * 4,
} satisfies TRunBudget;

// An offer still open past its week ends, and both sides are told. A checkout the recipient paid in
// time whose news was lost is completed instead: the lapsed offer's last look at Stripe.
async function expireOffer(deps: TDeps, offer: TTransferRow) {
  const { env, db, now } = deps;
  if (offer.checkoutSessionId) {
    try {
      await completeTransfer(deps, offer.checkoutSessionId);
      return false;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "PAYMENT_LOOKUP_FAILED") return false;
    }
  }
  const ended = transferEndedAs(offer.id, "expired", now);
  const told = (to: string, reader: "giver" | "recipient") =>
    toStatement(
      env.DB,
      outboxEmailWhen(
        { to, template: "transfer-expired", payload: { mypin: offer.mypin, to: offer.toEmail, reader } },
        now,
        ended,
      ),
    );
  const after = { transfer: offer.id, from: offer.fromEmail, to: offer.toEmail };
  const [changed] = await env.DB.batch([
    toStatement(env.DB, endTransfer(db, offer.id, "expired", now)),
    staffActionStatement(
      env.DB,
      { actorId: "cron", actorEmail: null, action: "transfer_expired", target: offer.mypin, before: null, after, now },
      ended,
    ),
    told(offer.fromEmail, "giver"),
    told(offer.toEmail, "recipient"),
  ]);
  return (changed?.meta.changes ?? 0) > 0;
}

// The transfer jobs of the five-minute schedule: lapsed offers end, and a giver's subscription
// whose cancellation failed at the transfer is cancelled again.
export async function runTransferJobs(deps: TDeps): Promise<{ expired: number; givers: number }> {
  let expired = 0;
  for (const offer of await listLapsedTransfers(deps.db, deps.now, OFFERS_PER_RUN)) {
    if (await expireOffer(deps, offer)) expired += 1;
  }
  const givers = await listGiversStillSubscribed(deps.db, GIVERS_PER_RUN);
  for (const { subscriptionId } of givers) await endGiversSubscription(deps, subscriptionId);
  if (expired > 0) deps.waitUntil(deliverOutbox(deps));
  return { expired, givers: givers.length };
}
