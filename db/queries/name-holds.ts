import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { nameHolds } from "../schema";

type THoldPlace = { holder: string; name: string; expiresAt: number; address: string | null };

// One statement, so D1 runs the counts and the write as one: two holds asked for at once cannot
// both take the last place. A renewal of a live hold counts only the holder's other names. A hold
// with an address (a signed-out one) also counts against that address's cap.
export async function claimHoldPlace(
  db: TDb,
  hold: THoldPlace,
  caps: { holder: number; address: number | null },
  now: number,
) {
  const byAddress =
    hold.address === null || caps.address === null
      ? sql`1`
      : sql`(
      SELECT count(*) FROM ${nameHolds}
      WHERE address = ${hold.address} AND expires_at > ${now} AND NOT (holder = ${hold.holder} AND name = ${hold.name})
    ) < ${caps.address}`;
  const result = await db.run(sql`
    INSERT INTO ${nameHolds} (holder, name, expires_at, address)
    SELECT ${hold.holder}, ${hold.name}, ${hold.expiresAt}, ${hold.address}
    WHERE (
      SELECT count(*) FROM ${nameHolds}
      WHERE holder = ${hold.holder} AND expires_at > ${now} AND name <> ${hold.name}
    ) < ${caps.holder} AND ${byAddress}
    ON CONFLICT (holder, name) DO UPDATE SET expires_at = max(expires_at, excluded.expires_at)`);
  return result.meta.changes > 0;
}

// When the holder's (or the address's) earliest live hold ends: the soonest another name can be held.
export async function nextHoldEnd(db: TDb, by: { holder: string } | { address: string }, now: number) {
  const whose = "holder" in by ? eq(nameHolds.holder, by.holder) : eq(nameHolds.address, by.address);
  const row = await db
    .select({ at: min(nameHolds.expiresAt) })
    .from(nameHolds)
    .where(and(whose, gt(nameHolds.expiresAt, now)))
    .get();
  return row?.at ?? now;
}

// Whether the address has reached its cap of live signed-out holds, which tells a refusal's cause.
export async function countAddressHolds(db: TDb, address: string, now: number) {
  const row = await db
    .select({ holds: count() })
    .from(nameHolds)
    .where(and(eq(nameHolds.address, address), gt(nameHolds.expiresAt, now)))
    .get();
  return row?.holds ?? 0;
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
