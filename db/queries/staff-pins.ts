import { and, asc, count, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { TDb } from "../client";
import { mypins, subscriptions } from "../schema";
import { LISTED_PIN_COLUMNS, PIN_SUBSCRIPTION_COLUMNS } from "./pins";

// Staff see every pin with its owner's e-mail and subscription (accounts-admin section 2), in the
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

export function countStaffPinsByTier(db: TDb, prefix?: string) {
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
