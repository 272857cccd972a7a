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
  return db.all<{ actorId: string; actorEmail: string | null }>(STAFF_ACTORS);
}

// Everyone who took a staff action, with the e-mail of their latest one. The audit trail only
// grows, so the distinct actors are found by seeking the actor index from one to the next (a loose
// index scan, one seek per actor) rather than by grouping every row.
export const STAFF_ACTORS = sql`WITH RECURSIVE actors(actor_id) AS (
    SELECT min(actor_id) FROM ${staffActions}
    UNION ALL
    SELECT (SELECT min(actor_id) FROM ${staffActions} WHERE actor_id > actors.actor_id)
    FROM actors WHERE actors.actor_id IS NOT NULL
  )
  SELECT actor_id AS actorId,
    (SELECT actor_email FROM ${staffActions} AS latest WHERE latest.actor_id = actors.actor_id
      ORDER BY latest.created_at DESC LIMIT 1) AS actorEmail
  FROM actors WHERE actor_id IS NOT NULL ORDER BY actor_id`;
