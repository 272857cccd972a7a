import type { TDb } from "../../db/client";
import {
  countStaffPinsByTier,
  listPinsByEmail,
  listPinsByName,
  listStaffPinsPage,
  type TStaffPinRow,
} from "../../db/queries/staff-pins";
import { normalizeName, tierOfRank } from "../../domain/names";
import { listedPinOf, type TTierCounts } from "../../domain/owned-pins";
import { STAFF_PINS_PAGE_SIZE, type TStaffPin, type TStaffSearchType } from "../../domain/staff";

export function toStaffPin(row: TStaffPinRow): TStaffPin {
  return {
    ...listedPinOf(row, tierOfRank(row.tierRank)),
    userEmail: row.userEmail,
    subscriptionId: row.subscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEnd: row.subscriptionEnd,
    currency: row.currency,
    disputeStatus: row.disputeStatus,
    refundedMinor: row.refundedMinor ?? 0,
    reversedAt: row.reversedAt,
    hiddenFromTop: row.hiddenFromTop,
  };
}

// The help desk's search. A name search only looks a pin up: it is no visitor's search, so it
// neither counts towards the pin's search_count nor falls under the search rate limit.
export async function searchStaffPins(db: TDb, by: TStaffSearchType, query: string): Promise<TStaffPin[]> {
  const rows =
    by === "email"
      ? await listPinsByEmail(db, query.trim().toLowerCase())
      : await listPinsByName(db, normalizeName(query));
  return rows.map(toStaffPin);
}

// The admin's list: one page in the manage order, with each tier's count over every pin the
// filter matches (a prefix of the name or of the owner's e-mail, matched lower-case).
export async function listStaffPins(db: TDb, page: number, filter: string | undefined) {
  // Names are stored in their canonical form, and e-mail addresses lower-case, which it gives too.
  const prefix = filter === undefined || filter === "" ? undefined : normalizeName(filter);
  const [rows, tierCounts] = await Promise.all([
    listStaffPinsPage(db, { prefix, limit: STAFF_PINS_PAGE_SIZE, offset: (page - 1) * STAFF_PINS_PAGE_SIZE }),
    countStaffPinsByTier(db, prefix),
  ]);
  const counts: TTierCounts = { premium: 0, simple: 0, basic: 0 };
  for (const { tierRank, pins } of tierCounts) counts[tierOfRank(tierRank)] += pins;
  const total = counts.premium + counts.simple + counts.basic;
  return { pins: rows.map(toStaffPin), total, page, pageSize: STAFF_PINS_PAGE_SIZE, counts };
}
