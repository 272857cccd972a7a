import type { z } from "zod";
import { listPendingCheckoutsFor } from "../../../db/queries/checkouts";
import { listOverduePins, releasePinStatements, type TOverduePin } from "../../../db/queries/releases";
import type { ZReleaseOverdueAnswer } from "../../../domain/answers/staff";
import { shareLink } from "../../../domain/links";
import { MAX_RELEASES_PER_RUN } from "../../../domain/staff";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import { createStripe, type Stripe } from "../../providers/payments";
import { nameLock } from "../names/locks";
import type { TEmail } from "../outbox/email-templates";
import { forgetPinSearches } from "../pins/pin-search";
import { settleCheckoutAtStripe } from "../purchase/checkout-expiry";

export type TReleaseAnswer = z.output<typeof ZReleaseOverdueAnswer>;
type TReleasedPin = TReleaseAnswer["pins"][number];

const listed = (pin: TOverduePin): TReleasedPin => ({
  mypin: pin.mypin,
  user_email: pin.userEmail,
  subscription_end: pin.subscriptionEnd,
});

type TReleaseOptions = {
  dry: boolean;
  // "cron" or the admin's id, and the admin's e-mail, for the release record and the audit trail.
  by: string;
  byEmail?: string | null;
  // Only these names, of those still overdue now: what an admin's preview listed.
  only?: readonly string[];
};

// The release of overdue pins (docs/architecture.md#lifecycle-and-schedules), the one release path:
// the daily cron runs it for real, an admin dry first. Each pin's open checkouts are settled at
// Stripe first (a paid renewal keeps the pin; an unpaid checkout is expired, so it can hold nothing
// back), then the pin goes in its own batch, its QR file leaves R2 and its name's lock forgets it.
// The answer lists only the pins this run released.
export async function releaseOverduePins(deps: TDeps, options: TReleaseOptions): Promise<TReleaseAnswer> {
  const { env, db, now } = deps;
  const overdue = await listOverduePins(db, now, MAX_RELEASES_PER_RUN, options.only);
  if (options.dry) return { wouldRelease: overdue.length, pins: overdue.map(listed) };

  const origin = configOf(env).PUBLIC_ORIGIN;
  const stripe = createStripe(env);
  const released: TReleasedPin[] = [];
  for (const pin of overdue) {
    if (!(await checkoutsSettled(deps, stripe, pin.mypin))) continue;
    // Addressed to the pin's owner inside the batch, from the row it deletes.
    const email = {
      template: "pin-released",
      payload: { mypin: pin.mypin, link: shareLink(pin.mypin, origin) },
    } satisfies Omit<Extract<TEmail, { template: "pin-released" }>, "to">;
    const statements = releasePinStatements(env.DB, db, {
      pin,
      by: options.by,
      byEmail: options.byEmail ?? null,
      email,
      now,
    });
    const results = await env.DB.batch(statements);
    if ((results.at(-1)?.meta.changes ?? 0) === 0) continue;
    released.push(listed(pin));
    await forgetPinSearches(env, [pin.mypin]);
    await freeName(deps, pin);
  }
  return { released: released.length, pins: released };
}

// False while Stripe cannot say what became of one of the name's checkouts: releasing then could
// take the name from an owner who has just paid, so the pin waits for the next run.
async function checkoutsSettled(deps: TDeps, stripe: Stripe, mypin: string) {
  for (const checkout of await listPendingCheckoutsFor(deps.db, mypin)) {
    if ((await settleCheckoutAtStripe(deps, stripe, checkout)) !== "unanswered") continue;
    logWarning(`"${mypin}" left for the next release: Stripe did not answer about checkout ${checkout.id}`);
    return false;
  }
  return true;
}

// After the pin's batch: a file or lock left behind is logged, never a reason to undo the release.
async function freeName({ env, now }: TDeps, pin: TOverduePin) {
  try {
    if (pin.qrFile) await env.QR_BUCKET.delete(pin.qrFile);
    await nameLock(env, pin.mypin).free(now);
  } catch (error) {
    logWarning(`Released "${pin.mypin}" but could not clear its QR file or lock`, error);
  }
}
