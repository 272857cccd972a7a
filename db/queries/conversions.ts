import { and, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { TConversionEvent, TConversionPayload } from "../../domain/analytics-events";
import type { TDb } from "../client";
import { conversionOutbox } from "../schema";

// Not awaited here: a conversion is written in the same batch as the change that causes it. A
// second write of one event_id (a webhook delivered twice) queues nothing.
export function insertConversion(
  db: TDb,
  event: { eventId: string; eventName: TConversionEvent; payload: TConversionPayload },
  now: number,
) {
  return db
    .insert(conversionOutbox)
    .values({ ...event, nextAttemptAt: now })
    .onConflictDoNothing();
}

// Leased as the e-mail outbox leases its rows (db/queries/outbox.ts), so overlapping runs never
// send one event twice.
export function claimDueConversions(db: TDb, now: number, leaseUntil: number, limit: number) {
  const due = db
    .select({ id: conversionOutbox.id })
    .from(conversionOutbox)
    .where(and(eq(conversionOutbox.status, "pending"), lte(conversionOutbox.nextAttemptAt, now)))
    .orderBy(conversionOutbox.id)
    .limit(limit);
  return db
    .update(conversionOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(conversionOutbox.id, due))
    .returning();
}

// A delivered or given-up event keeps its name and id, not the hashed e-mail of its payload.
const CLEARED_PAYLOAD = {};

export async function markConversionSent(db: TDb, id: number, now: number) {
  await db
    .update(conversionOutbox)
    .set({ status: "sent", sentAt: now, payload: CLEARED_PAYLOAD })
    .where(eq(conversionOutbox.id, id));
}

export async function markConversionFailed(
  db: TDb,
  id: number,
  change: { attempts: number; nextAttemptAt: number; final: boolean },
) {
  await db
    .update(conversionOutbox)
    .set({
      attempts: change.attempts,
      nextAttemptAt: change.nextAttemptAt,
      status: change.final ? "failed" : "pending",
      ...(change.final ? { payload: CLEARED_PAYLOAD } : {}),
    })
    .where(eq(conversionOutbox.id, id));
}

export const SETTLED_CONVERSION_RETENTION_MS = 30 * 86_400_000;

// Settled events are kept 30 days, as e-mails are, to answer "did it go out?".
export function deleteOldConversions(db: TDb, now: number) {
  const settledAt = sql`coalesce(${conversionOutbox.sentAt}, ${conversionOutbox.createdAt})`;
  return db
    .delete(conversionOutbox)
    .where(and(ne(conversionOutbox.status, "pending"), lt(settledAt, now - SETTLED_CONVERSION_RETENTION_MS)));
}
