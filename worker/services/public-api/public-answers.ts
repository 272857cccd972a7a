import type * as z from "zod";
import { findNameSuggestions } from "../../../db/queries/pin-suggestions";
import type { ZApiNameStatus, ZApiPin, ZApiSuggestion } from "../../../domain/answers/public-api";
import { directionsLink, shareLink } from "../../../domain/links";
import { namePolicyRefusal } from "../../../domain/name-policy";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { edgeCached } from "../../platform/edge-cache";
import { nameLock } from "../names/locks";
import { isNameTaken } from "../names/names-for-sale";
import { searchPin } from "../pins/pin-search";
import { nearOf } from "../pins/place-labels";

type TApiPin = z.output<typeof ZApiPin>;
type TApiSuggestion = z.output<typeof ZApiSuggestion>;

// The public API's answers (docs/decisions/046). A pin is the app's own search, so it is answered
// from the same cache and counted as one more search; suggestions and a name's status come from
// this location's cache too, for as long as a change to them may go unseen.
const SUGGEST_SECONDS = 60;
const STATUS_SECONDS = 10;

export async function apiPin(
  deps: TDeps,
  search: { name: string; client: string },
): Promise<{ found: true; pin: TApiPin; renamedFrom?: string } | { found: false; suggestions: TApiSuggestion[] }> {
  const answer = await searchPin(deps, search);
  if (!answer.found) {
    return { found: false, suggestions: answer.suggestions.map(({ mypin, near }) => ({ name: mypin, near })) };
  }
  const { mypin, latitude, longitude, near, note } = answer.pin;
  const point = { latitude, longitude };
  const directions = { apple: directionsLink("apple", point), google: directionsLink("google", point) };
  const link = shareLink(mypin, configOf(deps.env).PUBLIC_ORIGIN);
  const pin = { name: mypin, latitude, longitude, near, note, directions, link };
  return { found: true, pin, renamedFrom: answer.renamedFrom };
}

export async function apiSuggestions(deps: TDeps, query: string): Promise<TApiSuggestion[]> {
  const url = `${configOf(deps.env).PUBLIC_ORIGIN}/v1/suggest?q=${encodeURIComponent(query)}`;
  const rows = await edgeCached(deps, { cache: "api-suggestions", url, seconds: SUGGEST_SECONDS }, async () =>
    (await findNameSuggestions(deps.db, query)).map(({ mypin, nearTown, nearCountry }) => ({
      mypin,
      nearTown,
      nearCountry,
    })),
  );
  return rows.map((row) => ({ name: row.mypin, near: nearOf(row, deps.locale) }));
}

// Taken by a pin, reserved by the name policy (a brand), held by a buyer right now, or available.
// Never whose: the status is all anyone learns. A name the policy refuses for its words or scripts
// is refused with the policy's sentence, as the app's own check is.
export async function apiNameStatus(deps: TDeps, name: string): Promise<z.output<typeof ZApiNameStatus>> {
  const refusal = namePolicyRefusal(name);
  if (refusal !== null && refusal !== "NAME_RESERVED") throw new AppError(refusal);
  const url = `${configOf(deps.env).PUBLIC_ORIGIN}/v1/names/${encodeURIComponent(name)}/status`;
  const status = await edgeCached(deps, { cache: "api-name-status", url, seconds: STATUS_SECONDS }, async () => {
    if (await isNameTaken(deps.db, name, deps.now)) return "taken" as const;
    if (refusal === "NAME_RESERVED") return "reserved" as const;
    const { isLocked } = await nameLock(deps.env, name).status(null);
    return isLocked ? ("held" as const) : ("available" as const);
  });
  return { name, status };
}
