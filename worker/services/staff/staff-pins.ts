import type { z } from "zod";
import { staffActionStatement, type TStaffActionRecord } from "../../../db/queries/staff-actions";
import {
  countStaffPinsByTier,
  listPinsByEmail,
  listPinsByName,
  listStaffPinsPage,
  type TStaffPinRow,
} from "../../../db/queries/staff-pins";
import type { ZStaffPinsPage } from "../../../domain/answers/staff";
import type { TLocale } from "../../../domain/locales";
import { normalizeName, tierOfRank } from "../../../domain/names";
import { listedPinOf, type TTierCounts } from "../../../domain/owned-pins";
import { STAFF_PINS_PAGE_SIZE, type TStaffPin, type TStaffSearchType } from "../../../domain/staff";
import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { nearOf } from "../pins/place-labels";

export function toStaffPin(row: TStaffPinRow, locale: TLocale): TStaffPin {
  return {
    ...listedPinOf(row, tierOfRank(row.tierRank), nearOf(row, locale)),
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

// Looking through owners' data is recorded like any staff action: who searched whose pins, and who
// read the list of every pin and its owners.
async function recordRead(
  { env, now }: TDeps,
  actor: TSessionUser,
  read: Pick<TStaffActionRecord, "action" | "target" | "after">,
) {
  await env.DB.batch([
    staffActionStatement(env.DB, {
      actorId: actor.id,
      actorEmail: actor.email,
      before: null,
      now,
      ...read,
    }),
  ]);
}

// The help desk's search. A name search only looks a pin up: it is no visitor's search, so it
// neither counts towards the pin's search_count nor falls under the search rate limit.
export async function searchStaffPins(
  deps: TDeps,
  { actor, by, query }: { actor: TSessionUser; by: TStaffSearchType; query: string },
): Promise<TStaffPin[]> {
  const { db } = deps;
  if (by === "name") return (await listPinsByName(db, normalizeName(query))).map((row) => toStaffPin(row, deps.locale));
  const email = query.trim().toLowerCase();
  await recordRead(deps, actor, { action: "search_owner_pins", target: email, after: null });
  return (await listPinsByEmail(db, email)).map((row) => toStaffPin(row, deps.locale));
}

// The admin's list: one page in the manage order, with each tier's count over every pin the
// filter matches (a prefix of the name or of the owner's e-mail, matched lower-case).
export async function listStaffPins(
  deps: TDeps,
  { actor, page, filter }: { actor: TSessionUser; page: number; filter: string | undefined },
): Promise<z.output<typeof ZStaffPinsPage>> {
  const { db } = deps;
  // Names are stored in their canonical form, and e-mail addresses lower-case, which it gives too.
  const prefix = filter === undefined || filter === "" ? undefined : normalizeName(filter);
  await recordRead(deps, actor, { action: "list_all_pins", target: prefix ?? "", after: { page } });
  const [rows, tierCounts] = await Promise.all([
    listStaffPinsPage(db, { prefix, limit: STAFF_PINS_PAGE_SIZE, offset: (page - 1) * STAFF_PINS_PAGE_SIZE }),
    countStaffPinsByTier(db, prefix),
  ]);
  const counts: TTierCounts = { premium: 0, simple: 0, basic: 0 };
  for (const { tierRank, pins } of tierCounts) counts[tierOfRank(tierRank)] += pins;
  const total = counts.premium + counts.simple + counts.basic;
  return { pins: rows.map((row) => toStaffPin(row, deps.locale)), total, page, pageSize: STAFF_PINS_PAGE_SIZE, counts };
}
