import { and, asc, count, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { TDb } from "../client";
import { cancellationRequests, emailOutbox, mypins, qrCodes, subscriptions } from "../schema";
import { formerNameWrites } from "./former-names";
import { outboxEmailWhen, type TOutboxEmail } from "./outbox";
import { LISTED_PIN_COLUMNS, PIN_SUBSCRIPTION_COLUMNS, pinWithIdExists } from "./pins";

// Staff see every pin with its owner's e-mail and subscription, in the
// manage order: tier_rank (domain/names.ts displayTier computed by SQLite), then the name.
function selectStaffPins(db: TDb) {
  return db
    .select({
      ...LISTED_PIN_COLUMNS,
      userId: mypins.userId,
      userEmail: mypins.userEmail,
      tierRank: mypins.tierRank,
      hiddenFromTop: mypins.hiddenFromTop,
      ...PIN_SUBSCRIPTION_COLUMNS,
      disputeStatus: subscriptions.disputeStatus,
      refundedMinor: subscriptions.refundedMinor,
      reversedAt: subscriptions.reversedAt,
    })
    .from(mypins)
    .leftJoin(subscriptions, eq(subscriptions.id, mypins.subscriptionId));
}

export type TStaffPinRow = NonNullable<Awaited<ReturnType<typeof findStaffPin>>>;

const MANAGE_ORDER = [asc(mypins.tierRank), asc(mypins.mypin)];

export function findStaffPin(db: TDb, id: number) {
  return selectStaffPins(db).where(eq(mypins.id, id)).get();
}

// The address is already canonical (trimmed, lower-case); mypins_user_email_idx finds its pins.
export function listPinsByEmail(db: TDb, email: string) {
  return selectStaffPins(db)
    .where(eq(mypins.userEmail, email))
    .orderBy(...MANAGE_ORDER);
}

export function listPinsByName(db: TDb, canonicalName: string) {
  return selectStaffPins(db).where(eq(mypins.mypin, canonicalName));
}

// "Starts with" as a range, so SQLite reads the column's index instead of scanning for a LIKE:
// every text beginning with the prefix sorts at or after it and before it followed by U+10FFFF.
function startsWith(column: SQLiteColumn, prefix: string): SQL | undefined {
  return and(gte(column, prefix), lt(column, sql`${prefix} || char(1114111)`));
}

function filterOf(prefix: string | undefined) {
  return prefix === undefined ? undefined : or(startsWith(mypins.mypin, prefix), startsWith(mypins.userEmail, prefix));
}

export function listStaffPinsPage(db: TDb, options: { prefix?: string; limit: number; offset: number }) {
  return selectStaffPins(db)
    .where(filterOf(options.prefix))
    .orderBy(...MANAGE_ORDER)
    .limit(options.limit)
    .offset(options.offset);
}

// Pins per tier_rank, of those the admin's filter matches or of every pin: the admin's list and the
// dashboard count them alike (domain/owned-pins.ts tierCountsOfRanks).
export function countPinsByTier(db: TDb, prefix?: string) {
  return db
    .select({ tierRank: mypins.tierRank, pins: count() })
    .from(mypins)
    .where(filterOf(prefix))
    .groupBy(mypins.tierRank);
}

// Another pin has the name, or a look-alike of it (the same skeleton); the name is compared too
// because a legacy row may not have its skeleton yet.
export async function otherPinHasName(db: TDb, name: string, skeleton: string, exceptId: number) {
  const row = await db
    .select({ id: mypins.id })
    .from(mypins)
    .where(and(or(eq(mypins.mypin, name), eq(mypins.skeleton, skeleton)), ne(mypins.id, exceptId)))
    .get();
  return row !== undefined;
}

type TPinRename = {
  id: number;
  from: string;
  to: string;
  skeleton: string;
  ownerEmail: string | null;
  qrFile: string;
  email: Omit<TOutboxEmail, "to">;
  // Until when the old name leads to the pin.
  formerUntil: number;
  now: number;
};

// A staff rename's writes, for one D1 batch (toStatement), in order: the pin, renamed only if it
// still has the name the rename read; then, only if it now has the new one, its QR row (a stale
// row of the new name goes first), its cancellation requests, its former names (the old one added)
// and the owner's e-mail. `renamed` is that condition, for the audit row the caller adds.
export function pinRenameWrites(db: TDb, rename: TPinRename) {
  const { id, from, to, now } = rename;
  const renamed = sql`EXISTS (SELECT 1 FROM ${mypins} WHERE ${mypins.id} = ${id} AND ${mypins.mypin} = ${to})`;
  const statements = [
    db
      .update(mypins)
      .set({ mypin: to, skeleton: rename.skeleton, updatedAt: now })
      .where(and(eq(mypins.id, id), eq(mypins.mypin, from))),
    sql`DELETE FROM ${qrCodes} WHERE ${qrCodes.mypin} = ${to} AND ${renamed}`,
    sql`UPDATE ${qrCodes} SET mypin = ${to}, file_path = ${rename.qrFile} WHERE ${qrCodes.mypin} = ${from} AND ${renamed}`,
    sql`UPDATE ${cancellationRequests} SET mypin = ${to}, updated_at = ${now}
      WHERE ${cancellationRequests.mypin} = ${from} AND ${cancellationRequests.email} = ${rename.ownerEmail} AND ${renamed}`,
    ...formerNameWrites({ pinId: id, from, to, until: rename.formerUntil, now }, renamed),
    outboxEmailWhen({ to: rename.ownerEmail, ...rename.email }, now, renamed),
  ];
  return { statements, renamed };
}

type TPinDelete = {
  id: number;
  subscriptionId: string | null;
  ended: { status: string; endedAt: number } | null;
  email: Omit<TOutboxEmail, "to">;
  now: number;
};

// A staff delete's writes, for one D1 batch (toStatement). Every statement before the last acts
// only while the pin is still there (`present`, for the audit row the caller adds), and the last
// deletes it: the owner's e-mail to the address the pin has then, its QR row, its subscription's
// end, and the pin.
export function pinDeleteWrites(db: TDb, change: TPinDelete) {
  const { id, ended, now } = change;
  const present = pinWithIdExists(id);
  const statements = [
    sql`INSERT INTO ${emailOutbox} ("to", template, payload, next_attempt_at)
      SELECT ${mypins.userEmail}, ${change.email.template}, ${JSON.stringify(change.email.payload)}, ${now}
      FROM ${mypins} WHERE ${mypins.id} = ${id} AND ${mypins.userEmail} IS NOT NULL`,
    sql`DELETE FROM ${qrCodes} WHERE ${qrCodes.mypin} IN (SELECT ${mypins.mypin} FROM ${mypins} WHERE ${mypins.id} = ${id})`,
    ...(ended && change.subscriptionId
      ? [
          sql`UPDATE ${subscriptions} SET status = ${ended.status}, ended_at = ${ended.endedAt}, updated_at = ${now}
            WHERE ${subscriptions.id} = ${change.subscriptionId} AND ${present}`,
        ]
      : []),
    db.delete(mypins).where(eq(mypins.id, id)),
  ];
  return { statements, present };
}
