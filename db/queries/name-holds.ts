import { and, eq, gt, min, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { nameHolds } from "../schema";

// One statement, so D1 runs the count and the write as one: two holds an account asks for at once
// cannot both take its last place. A renewal of a live hold counts only the holder's other names.
export async function claimHoldPlace(
  db: TDb,
  hold: { holder: string; name: string; expiresAt: number },
  cap: number,
  now: number,
) {
  const result = await db.run(sql`
    INSERT INTO ${nameHolds} (holder, name, expires_at)
    SELECT ${hold.holder}, ${hold.name}, ${hold.expiresAt}
    WHERE (
      SELECT count(*) FROM ${nameHolds}
      WHERE holder = ${hold.holder} AND expires_at > ${now} AND name <> ${hold.name}
    ) < ${cap}
    ON CONFLICT (holder, name) DO UPDATE SET expires_at = max(expires_at, excluded.expires_at)`);
  return result.meta.changes > 0;
}

// When the holder's earliest live hold ends: the soonest another name can be held.
export async function nextHoldEnd(db: TDb, holder: string, now: number) {
  const row = await db
    .select({ at: min(nameHolds.expiresAt) })
    .from(nameHolds)
    .where(and(eq(nameHolds.holder, holder), gt(nameHolds.expiresAt, now)))
    .get();
  return row?.at ?? now;
}

export async function setHoldEnd(
  db: TDb,
  hold: { holder: string; name: string; expiresAt: number; checkoutSessionId?: string },
) {
  await db
    .update(nameHolds)
    .set({
      expiresAt: hold.expiresAt,
      ...(hold.checkoutSessionId ? { checkoutSessionId: hold.checkoutSessionId } : {}),
    })
    .where(and(eq(nameHolds.holder, hold.holder), eq(nameHolds.name, hold.name)));
}

export async function deleteHold(db: TDb, holder: string, name: string) {
  await db.delete(nameHolds).where(and(eq(nameHolds.holder, holder), eq(nameHolds.name, name)));
}

export async function deleteCheckoutHold(db: TDb, checkoutSessionId: string) {
  await db.delete(nameHolds).where(eq(nameHolds.checkoutSessionId, checkoutSessionId));
}
