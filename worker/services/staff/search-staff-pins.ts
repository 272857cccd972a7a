import { listPinsByEmail, listPinsByName } from "../../../db/queries/staff-pins";
import { normalizeName } from "../../../domain/names";
import type { TStaffPin, TStaffSearchType } from "../../../domain/staff";
import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { recordRead, staffPinsOf } from "./staff-pins";

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
