import type * as z from "zod";
import { countPinsByTier, listStaffPinsPage } from "../../../db/queries/staff-pins";
import type { ZStaffPinsPage } from "../../../domain/answers/staff";
import { normalizeName } from "../../../domain/names";
import { tierCountsOfRanks, tierTotal } from "../../../domain/owned-pins";
import { STAFF_PINS_PAGE_SIZE } from "../../../domain/staff";
import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { recordRead, staffPinsOf } from "./staff-pins";

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
