import { and, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { ENDED_STATUSES } from "../../domain/lifecycle";
import { type TDb, toStatement } from "../client";
import { mypins, pinReleases, qrCodes, subscriptions } from "../schema";
import { inJsonList } from "./json-list";
import { staffActionStatement } from "./staff-actions";

// When the subscription ended, or its period did: the release's order, longest overdue first.
const overdueSince = sql<number>`coalesce(${subscriptions.endedAt}, ${subscriptions.currentPeriodEnd}, 0)`;

// A pin is overdue when its subscription has ended and its time is up: the grace window after a
// failed or reversed payment, else when Stripe ended it (at the period's end for an owner's
// cancellation, at once for one cancelled immediately). A pin with no subscription (the demo data,
// pins from before payments) is never overdue. An open checkout for the name does not hold it
// back: the release settles it at Stripe first (worker/services/subscriptions/release-overdue.ts), and a paid
// renewal has moved the pin to its new subscription, which these statements then no longer find.
function overdue(now: number): SQL {
  return and(
    inArray(subscriptions.status, [...ENDED_STATUSES]),
    or(and(isNull(subscriptions.graceEndsAt), lte(overdueSince, now)), lte(subscriptions.graceEndsAt, now)),
  ) as SQL;
}

export type TOverduePin = Awaited<ReturnType<typeof listOverduePins>>[number];

// Where a list of overdue pins goes on from: the end and subscription of the last pin looked at.
export type TOverdueAfter = { end: number; subscriptionId: string };

// `only` narrows the list to these names (an admin confirming a preview); `after` starts it past a
// pin already looked at (the daily pass's cursor).
export function listOverduePins(
  db: TDb,
  now: number,
  limit: number,
  { only, after }: { only?: readonly string[]; after?: TOverdueAfter | null } = {},
) {
  const named = only === undefined ? undefined : inJsonList(mypins.mypin, only);
  const past =
    after === undefined || after === null
      ? undefined
      : sql`(${overdueSince} > ${after.end} OR (${overdueSince} = ${after.end} AND ${subscriptions.id} > ${after.subscriptionId}))`;
  return (
    db
      .select({
        id: mypins.id,
        mypin: mypins.mypin,
        userEmail: mypins.userEmail,
        subscriptionId: subscriptions.id,
        subscriptionEnd: sql<number | null>`coalesce(${subscriptions.endedAt}, ${subscriptions.currentPeriodEnd})`,
        overdueSince,
        qrFile: qrCodes.filePath,
      })
      .from(mypins)
      .innerJoin(subscriptions, eq(subscriptions.id, mypins.subscriptionId))
      .leftJoin(qrCodes, eq(qrCodes.mypin, mypins.mypin))
      .where(and(overdue(now), named, past))
      // Read from the ended subscriptions, never from every pin in id order; the subscription breaks
      // ties, so the order is total and a list can go on after any pin.
      .orderBy(overdueSince, subscriptions.id)
      .limit(limit)
  );
}

type TRelease = {
  pin: TOverduePin;
  // The admin's id, or "cron" for the schedule; the admin's e-mail for the audit trail.
  by: string;
  byEmail: string | null;
  email: { template: string; payload: unknown };
  now: number;
};

// One pin's release as one batch (one transaction): the record of who released it, its audit row,
// the owner's e-mail, the QR row and the pin itself. Every statement checks the pin is still overdue and still
// this subscription's, inside the transaction, so a second run at once (or a renewal that just
// landed) finds nothing to do, records nothing and sends nothing. The last deletes the pin.
export function releasePinStatements(d1: D1Database, db: TDb, release: TRelease) {
  const { pin, by, now } = release;
  const still = sql`${mypins.id} = ${pin.id} AND ${mypins.subscriptionId} = ${pin.subscriptionId}
    AND EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.id} = ${mypins.subscriptionId}
      AND ${overdue(now)})`;
  const payload = JSON.stringify(release.email.payload);
  const audit = staffActionStatement(
    d1,
    {
      actorId: by,
      actorEmail: release.byEmail,
      action: "release",
      target: pin.mypin,
      before: { user_email: pin.userEmail, subscription_end: pin.subscriptionEnd },
      after: null,
      now,
    },
    sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${still})`,
  );
  const statements = [
    sql`INSERT INTO ${pinReleases} (mypin, user_id, user_email, subscription_id, subscription_end, released_by, released_at)
      SELECT ${mypins.mypin}, ${mypins.userId}, ${mypins.userEmail}, ${mypins.subscriptionId}, ${pin.subscriptionEnd}, ${by}, ${now}
      FROM ${mypins} WHERE ${still}`,
    sql`INSERT INTO email_outbox ("to", template, payload, next_attempt_at)
      SELECT ${mypins.userEmail}, ${release.email.template}, ${payload}, ${now}
      FROM ${mypins} WHERE ${still} AND ${mypins.userEmail} IS NOT NULL`,
    sql`DELETE FROM ${qrCodes} WHERE ${qrCodes.mypin} IN (SELECT ${mypins.mypin} FROM ${mypins} WHERE ${still})`,
  ].map((statement) => toStatement(d1, statement));
  return [...statements, audit, toStatement(d1, db.delete(mypins).where(still))];
}
