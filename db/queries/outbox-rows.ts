import { and, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { conversionOutbox, emailOutbox } from "../schema";
import { inJsonList, jsonField } from "./json-list";

// The e-mail and the conversion outboxes share their delivery columns; these are the rules both
// follow, over whichever outbox is named. Code outside db/ names an outbox, never its table.
const OUTBOXES = { email: emailOutbox, conversions: conversionOutbox } as const;
type TOutboxTable = (typeof OUTBOXES)[TOutboxName];
export type TOutboxName = keyof typeof OUTBOXES;
export type TOutboxRowOf<N extends TOutboxName> = (typeof OUTBOXES)[N]["$inferSelect"];

// A delivered or given-up row keeps who or what and when, never its payload: e-mail codes, tokens
// and links, a conversion's hashed e-mail.
const CLEARED_PAYLOAD = {};
export const SETTLED_RETENTION_MS = 30 * 86_400_000;

// Leases the due rows by pushing their next attempt past the run, so two overlapping runs never
// send one row twice; a run that dies leaves them due again once the lease ends.
export function claimDueRows(db: TDb, outbox: TOutboxName, now: number, leaseUntil: number, limit: number) {
  const table: TOutboxTable = OUTBOXES[outbox];
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, "pending"), lte(table.nextAttemptAt, now)))
    .orderBy(table.id)
    .limit(limit);
  return db.update(table).set({ nextAttemptAt: leaseUntil }).where(inArray(table.id, due)).returning();
}

// The rows of one delivery that went out, in one statement.
export async function markRowsSent(db: TDb, outbox: TOutboxName, ids: readonly number[], now: number) {
  if (ids.length === 0) return;
  const table = OUTBOXES[outbox];
  await db
    .update(table)
    .set({ status: "sent", sentAt: now, payload: CLEARED_PAYLOAD })
    .where(inJsonList(table.id, ids));
}

export type TFailedDelivery = { id: number; attempts: number; nextAttemptAt: number; final: boolean };

// The rows of one delivery that failed, in one statement, each with its own count: pending again
// for its next attempt, or given up (failed) with its payload cleared.
export async function markRowsFailed(db: TDb, outbox: TOutboxName, failures: readonly TFailedDelivery[]) {
  if (failures.length === 0) return;
  const table = OUTBOXES[outbox];
  const cleared = JSON.stringify(CLEARED_PAYLOAD);
  await db.run(sql`UPDATE ${table} SET attempts = n.attempts, next_attempt_at = n.next_attempt_at,
      status = CASE WHEN n.final THEN 'failed' ELSE 'pending' END,
      payload = CASE WHEN n.final THEN ${cleared} ELSE payload END
    FROM (SELECT ${jsonField("id")} AS id, ${jsonField("attempts")} AS attempts,
      ${jsonField("nextAttemptAt")} AS next_attempt_at, ${jsonField("final")} AS final
      FROM json_each(${JSON.stringify(failures)})) AS n
    WHERE ${table.id} = n.id`);
}

// Settled rows are kept 30 days from delivery (given-up ones from when they were queued), to answer
// "did it go out?", then deleted.
export function deleteSettledRows(db: TDb, outbox: TOutboxName, now: number) {
  const table = OUTBOXES[outbox];
  const settledAt = sql`coalesce(${table.sentAt}, ${table.createdAt})`;
  return db.delete(table).where(and(ne(table.status, "pending"), lt(settledAt, now - SETTLED_RETENTION_MS)));
}
