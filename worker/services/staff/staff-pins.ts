import type * as z from "zod";
import { staffActionStatement, type TStaffActionRecord } from "../../../db/queries/staff-actions";
import {
  countPinsByTier,
  listPinsByEmail,
  listPinsByName,
  listStaffPinsPage,
  type TStaffPinRow,
} from "../../../db/queries/staff-pins";
import type { ZStaffPinsPage } from "../../../domain/answers/staff";
import type { TLocale } from "../../../domain/locales";
import { normalizeName, tierOfRank } from "../../../domain/names";
import { listedPinOf, tierCountsOfRanks, tierTotal } from "../../../domain/owned-pins";
import { STAFF_PINS_PAGE_SIZE, type TStaffPin, type TStaffSearchType } from "../../../domain/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { nearOf } from "../pins/place-labels";
import { openTransfersOf } from "../transfers/transfer-views";

function toStaffPin(row: TStaffPinRow, locale: TLocale, transfer: TStaffPin["transfer"]): TStaffPin {
  return {
    ...listedPinOf(row, tierOfRank(row.tierRank), { near: nearOf(row, locale), transfer }),
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
// Pins as staff see them, each with its open transfer offer.
export async function staffPinsOf(deps: TDeps, rows: TStaffPinRow[]): Promise<TStaffPin[]> {
  const transferOf = await openTransfersOf(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffPin(row, deps.locale, transferOf(row.id)));
}

export async function staffPinOf(deps: TDeps, row: TStaffPinRow): Promise<TStaffPin> {
  const [pin] = await staffPinsOf(deps, [row]);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  return pin;
}

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
  if (by === "name") return staffPinsOf(deps, await listPinsByName(db, normalizeName(query)));
  const email = query.trim().toLowerCase();
  await recordRead(deps, actor, { action: "search_owner_pins", target: email, after: null });
  return staffPinsOf(deps, await listPinsByEmail(db, email));
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
  const [rows, byRank] = await Promise.all([
    listStaffPinsPage(db, { prefix, limit: STAFF_PINS_PAGE_SIZE, offset: (page - 1) * STAFF_PINS_PAGE_SIZE }),
    countPinsByTier(db, prefix),
  ]);
  const counts = tierCountsOfRanks(byRank);
  const total = tierTotal(counts);
  return { pins: await staffPinsOf(deps, rows), total, page, pageSize: STAFF_PINS_PAGE_SIZE, counts };
}
