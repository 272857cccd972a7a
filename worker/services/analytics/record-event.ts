import { insertEvent } from "../../../db/queries/events";
import type { TEventBody } from "../../../domain/schemas";
import type { TDeps } from "../../platform/dependencies";
import { countPageView } from "./page-view-counts";

// A consenting visitor's beacon (docs/decisions/026). Page views come with every route change, so
// they are counted in batches (docs/decisions/036); the rarer events stay rows.
export async function recordEvent(deps: TDeps, event: TEventBody & { visitor: string }) {
  if (event.type === "page_view") countPageView(deps);
  else await insertEvent(deps.db, event, deps.now);
}
