import { and, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { TDb } from "../client";
import type { conversionOutbox, emailOutbox } from "../schema";

// The e-mail and the conversion outboxes share their delivery columns; these are the rules both
// follow, over whichever table is given.
export type TOutboxTable = typeof emailOutbox | typeof conversionOutbox;

// A delivered or given-up row keeps who or what and when, never its payload: e-mail codes, tokens
// and links, a conversion's hashed e-mail.
const CLEARED_PAYLOAD = {};
export const SETTLED_RETENTION_MS = 30 * 86_400_000;

// Leases the due rows by pushing their next attempt past the run, so two overlapping runs never
// send one row twice; a run that dies leaves them due again once the lease ends.
export function claimDueRows<T extends TOutboxTable>(
  db: TDb,
  table: T,
  now: number,
  leaseUntil: number,
  limit: number,
) {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, "pending"), lte(table.nextAttemptAt, now)))
    .orderBy(table.id)
    .limit(limit);
  return db
    .update(table as TOutboxTable)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(table.id, due))
    .returning();
}

export async function markRowSent(db: TDb, table: TOutboxTable, id: number, now: number) {
  await db.update(table).set({ status: "sent", sentAt: now, payload: CLEARED_PAYLOAD }).where(eq(table.id, id));
}

export async function markRowFailed(
  db: TDb,
  table: TOutboxTable,
  id: number,
  change: { attempts: number; nextAttemptAt: number; final: boolean },
) {
  await db
    .update(table)
    .set({
      attempts: change.attempts,
      nextAttemptAt: change.nextAttemptAt,
      status: change.final ? "failed" : "pending",
      ...(change.final ? { payload: CLEARED_PAYLOAD } : {}),
    })
    .where(eq(table.id, id));
}

// Settled rows are kept 30 days from delivery (given-up ones from when they were queued), to answer
// "did it go out?", then deleted.
export function deleteSettledRows(db: TDb, table: TOutboxTable, now: number) {
  const settledAt = sql`coalesce(${table.sentAt}, ${table.createdAt})`;
  return db.delete(table).where(and(ne(table.status, "pending"), lt(settledAt, now - SETTLED_RETENTION_MS)));
}
