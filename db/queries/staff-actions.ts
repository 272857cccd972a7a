import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { TStaffActionEntry } from "../../domain/staff";
import { type TDb, toStatement } from "../client";
import { staffActions } from "../schema";

export type TStaffActionRecord = Omit<TStaffActionEntry, "id" | "createdAt"> & { now: number };

// The audit row of a change, as a statement for the change's own D1 batch: the row is written if
// and only if the change is. `when` makes it conditional on what the same transaction finds (that
// the pin is still there, say), as the change's own statements are.
export function staffActionStatement(d1: D1Database, record: TStaffActionRecord, when: SQL = sql`1`) {
  const before = record.before === null ? null : JSON.stringify(record.before);
  const after = record.after === null ? null : JSON.stringify(record.after);
  return toStatement(
    d1,
    sql`INSERT INTO staff_actions (actor_id, actor_email, action, target, before, after, created_at)
      SELECT ${record.actorId}, ${record.actorEmail}, ${record.action}, ${record.target}, ${before}, ${after}, ${record.now}
      WHERE ${when}`,
  );
}

// The latest actions, newest first, of everyone or of one staff member.
export function listStaffActions(db: TDb, options: { actorId?: string; limit: number }) {
  return db
    .select()
    .from(staffActions)
    .where(options.actorId === undefined ? undefined : eq(staffActions.actorId, options.actorId))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(options.limit);
}

// Everyone who appears in the trail, for the dashboard's filter: a walk of the actor index.
export function listStaffActors(db: TDb) {
  return db
    .select({ actorId: staffActions.actorId, actorEmail: sql<string | null>`max(${staffActions.actorEmail})` })
    .from(staffActions)
    .groupBy(staffActions.actorId)
    .orderBy(staffActions.actorId);
}
