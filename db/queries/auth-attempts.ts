import { and, eq, gt, lt, min, type SQL, sql } from "drizzle-orm";
import type { TLimit } from "../../domain/accounts";
import type { TDb } from "../client";
import { authAttempts } from "../schema";

type TKind = (typeof authAttempts.$inferSelect)["kind"];
// Which column a set of limits counts by: the e-mail address, the client's address (its IPv6
// /64), or the browser of a pending sign-up.
type TCountedBy = "email" | "ip" | "browser";
export type TAttemptLimits = Partial<Record<TCountedBy, TLimit[]>>;
type TAttempt = { kind: TKind; email: string; ip: string; browser?: string };

const within = (attempt: TAttempt, by: TCountedBy, limit: TLimit, now: number) =>
  and(
    eq(authAttempts.kind, attempt.kind),
    eq(authAttempts[by], attempt[by] ?? ""),
    gt(authAttempts.at, now - limit.windowMs),
  );

function eachLimit(limits: TAttemptLimits) {
  return (["email", "ip", "browser"] as const).flatMap((by) => (limits[by] ?? []).map((limit) => ({ by, limit })));
}

// Counts the attempt only while every limit has room, in one statement: D1 runs one write at a
// time, so parallel requests cannot all slip under a limit. Its id when counted, else undefined.
export async function claimAttempt(db: TDb, attempt: TAttempt, limits: TAttemptLimits, now: number) {
  const room: SQL[] = eachLimit(limits).map(
    ({ by, limit }) =>
      sql`(select count(*) from ${authAttempts} where ${within(attempt, by, limit, now)}) < ${limit.max}`,
  );
  const row = await db.get<{ id: number } | undefined>(
    sql`insert into ${authAttempts} (kind, email, ip, browser, at) select ${attempt.kind}, ${attempt.email}, ${attempt.ip}, ${attempt.browser ?? null}, ${now} where ${sql.join(room, sql` and `)} returning id`,
  );
  return row?.id;
}

// When a refused attempt may be made again: once the oldest attempt of every full window has left it.
export async function retryAfterMs(db: TDb, attempt: TAttempt, limits: TAttemptLimits, now: number) {
  let wait = 0;
  for (const { by, limit } of eachLimit(limits)) {
    const row = await db
      .select({ count: sql<number>`count(*)`, oldest: min(authAttempts.at) })
      .from(authAttempts)
      .where(within(attempt, by, limit, now))
      .get();
    if (row && row.count >= limit.max && row.oldest !== null) {
      wait = Math.max(wait, row.oldest + limit.windowMs - now);
    }
  }
  return wait;
}

// A right code is not a guess: it stops counting against the address and the IP.
export async function forgetAttempt(db: TDb, id: number) {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

export function deleteOldAttempts(db: TDb, before: number) {
  return db.delete(authAttempts).where(lt(authAttempts.at, before));
}
