import type * as z from "zod";
import { findNameSuggestions } from "../../../db/queries/pin-suggestions";
import type { ZApiSuggestion } from "../../../domain/answers/public-api";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { edgeCached } from "../../platform/edge-cache";
import { nearOf } from "../pins/place-labels";

export type TApiSuggestion = z.output<typeof ZApiSuggestion>;

// The public API's answers (docs/decisions/046): suggestions come from this location's cache, for as
// long as a change to them may go unseen.
const SUGGEST_SECONDS = 60;

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
