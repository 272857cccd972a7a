import { and, eq, gt, lte, or, type SQL, sql } from "drizzle-orm";
import { nameKey } from "../../domain/name-policy";
import type { TDb } from "../client";
import { mypins, pinFormerNames } from "../schema";

// A staff rename's old name leads to the renamed pin until its `until` (docs/decisions/050), and
// nobody else can take it or a look-alike of it meanwhile. A row past its `until` is ignored
// everywhere, and removed by the housekeeping.

const live = (now: number) => gt(pinFormerNames.until, now);

// The pin a live former name leads to, whatever the pin is called now (a second rename keeps the
// first name leading to it).
export async function findPinByFormerName(db: TDb, name: string, now: number) {
  const row = await db
    .select({ pin: mypins })
    .from(pinFormerNames)
    .innerJoin(mypins, eq(mypins.id, pinFormerNames.pinId))
    .where(and(eq(pinFormerNames.mypin, name), live(now)))
    .get();
  return row?.pin;
}

// The name, or a look-alike of it (the same skeleton), is a live former name of a pin other than
// exceptId (a pin may take its own former name back).
export async function isFormerNameHeld(db: TDb, name: string, now: number, exceptId?: number) {
  const row = await db
    .select({ pinId: pinFormerNames.pinId })
    .from(pinFormerNames)
    .where(and(or(eq(pinFormerNames.mypin, name), eq(pinFormerNames.skeleton, nameKey(name))), live(now)))
    .all();
  return row.some((former) => former.pinId !== exceptId);
}

// Every former name of a pin, live or not: the searches a rename must forget.
export async function listFormerNames(db: TDb, pinId: number) {
  const rows = await db
    .select({ mypin: pinFormerNames.mypin })
    .from(pinFormerNames)
    .where(eq(pinFormerNames.pinId, pinId));
  return rows.map((row) => row.mypin);
}

type TFormerName = { pinId: number; from: string; to: string; until: number; now: number };

// A staff rename's statements for its D1 batch (toStatement), each only if the pin was renamed
// (`renamed`, pinRenameWrites'): the new name, if it was this pin's own former name, is its name
// again; an expired row of the old name gives way; then the old name leads to the pin until
// `until`. A live former name of another pin with the old name's skeleton cannot exist (every path
// refuses such a name), and would fail the batch on the unique index rather than be replaced.
export function formerNameWrites(rename: TFormerName, renamed: SQL) {
  const { pinId, from, to, until, now } = rename;
  const fromKey = nameKey(from);
  return [
    sql`DELETE FROM ${pinFormerNames} WHERE ${pinFormerNames.pinId} = ${pinId}
      AND (${pinFormerNames.mypin} = ${to} OR ${pinFormerNames.skeleton} = ${nameKey(to)}) AND ${renamed}`,
    sql`DELETE FROM ${pinFormerNames} WHERE (${pinFormerNames.mypin} = ${from} OR ${pinFormerNames.skeleton} = ${fromKey})
      AND ${pinFormerNames.until} <= ${now} AND ${renamed}`,
    sql`INSERT INTO ${pinFormerNames} (mypin, skeleton, pin_id, until, created_at)
      SELECT ${from}, ${fromKey}, ${pinId}, ${until}, ${now} WHERE ${renamed}`,
  ];
}

// Not awaited: the first statement of fulfilment's batch, which fails the batch on the former
// names' unique index when the name bought, or a look-alike of it, is a live former name (it copies
// that row onto itself), so the purchase is lost and refunded as one of a taken name is; otherwise
// it writes nothing.
export function formerNameGuard(db: TDb, name: string, now: number) {
  return db.insert(pinFormerNames).select(
    db
      .select({
        mypin: pinFormerNames.mypin,
        skeleton: pinFormerNames.skeleton,
        pinId: pinFormerNames.pinId,
        until: pinFormerNames.until,
        createdAt: pinFormerNames.createdAt,
      })
      .from(pinFormerNames)
      .where(and(or(eq(pinFormerNames.mypin, name), eq(pinFormerNames.skeleton, nameKey(name))), live(now))),
  );
}

// The housekeeping's: rows past their until lead nowhere.
export function deleteExpiredFormerNames(db: TDb, now: number) {
  return db.delete(pinFormerNames).where(lte(pinFormerNames.until, now));
}
