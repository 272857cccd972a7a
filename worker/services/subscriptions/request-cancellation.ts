import type Stripe from "stripe";
import type * as z from "zod";
import type { TDb } from "../../../db/client";
import {
  insertCancellationRequest,
  listCancellationRequests,
  markCancellationRequest,
} from "../../../db/queries/cancellation-requests";
import { insertOutboxEmail } from "../../../db/queries/outbox";
import { findOwnedPin, type TPinOwner } from "../../../db/queries/pins";
import { updateSubscriptionState } from "../../../db/queries/subscriptions";
import type { ZCancellationAnswer } from "../../../domain/answers/my-pins";
import { latestRequest } from "../../../domain/owned-pins";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import { createStripe, isProviderError } from "../../providers/payments";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";
import { subscriptionState } from "./subscription-state";

export type TCancellationAnswer = z.output<typeof ZCancellationAnswer>;

// The owner's cancellation, at the period's end (mode period_end), then the request record
// and the confirmation e-mail. A provider failure still records the request, as pending, so the
// owner sees it was asked for; asking again tries the provider again. A processed request is
// answered as it stands, without asking the provider twice, unless the owner renewed since.
// The confirmation goes out at once rather than at the next outbox run.
export async function requestCancellation(
  deps: TDeps,
  { owner, id }: { owner: TPinOwner; id: number },
): Promise<TCancellationAnswer> {
  const { env, db, now } = deps;
  const pin = await findOwnedPin(db, owner, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  const latest = latestRequest(await listCancellationRequests(db, owner.email, [pin.mypin]), pin);
  // Renewed in the billing portal since, the subscription renews again: this is a new cancellation.
  if (latest?.processed && pin.cancelAtPeriodEnd !== false)
    return { cancellation: "processed", subscriptionEnd: pin.subscriptionEnd };

  const record = (processed: boolean) =>
    latest
      ? markCancellationRequest(db, latest.id, processed, now)
      : insertCancellationRequest(db, { mypin: pin.mypin, email: owner.email, processed }, now);
  const scheduled = await scheduleCancellation(env, pin);
  if (!scheduled) {
    await writeRecord(record(false));
    return { cancellation: "pending", subscriptionEnd: null };
  }

  const state = subscriptionState(scheduled);
  const subscriptionEnd = state.currentPeriodEnd ?? pin.subscriptionEnd;
  // Without a known end date there is nothing true to tell the owner, so no e-mail then.
  const email = subscriptionEnd === null ? [] : [confirmationEmail(db, owner.email, pin.mypin, subscriptionEnd, now)];
  await writeRecord(db.batch([record(true), updateSubscriptionState(db, scheduled.id, state, now), ...email]));
  deps.waitUntil(deliverOutbox(deps));
  return { cancellation: "processed", subscriptionEnd };
}

// The subscription as the provider now has it, or null when the request has to wait.
async function scheduleCancellation(
  env: Env,
  pin: { mypin: string; subscriptionId: string | null },
): Promise<Stripe.Subscription | null> {
  if (!pin.subscriptionId) {
    logWarning(`Cancellation of "${pin.mypin}" left pending: it has no subscription`);
    return null;
  }
  try {
    return await createStripe(env).subscriptions.update(pin.subscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    if (!isProviderError(error)) throw error;
    logWarning(`Cancellation of "${pin.mypin}" left pending`, error);
    return null;
  }
}

function confirmationEmail(db: TDb, to: string, mypin: string, subscriptionEnd: number, now: number) {
  const email: TEmail = { to, template: "cancellation", payload: { mypin, subscriptionEnd } };
  return insertOutboxEmail(db, email, now);
}

// A request that could not be recorded is reported as such.
async function writeRecord(write: Promise<unknown>) {
  try {
    await write;
  } catch (error) {
    throw new AppError("CANCELLATION_RECORD_FAILED", { cause: error });
  }
}
