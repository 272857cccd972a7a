import { createDb } from "../../../db/client";
import { insertEvent } from "../../../db/queries/events";
import type { TEventBody } from "../../../domain/schemas";
import { countPageView } from "./page-view-counts";

// A consenting visitor's beacon (docs/decisions/026). Page views come with every route change, so
// they are counted in batches (docs/decisions/036); the rarer events stay rows.
export async function recordEvent(
  ctx: Pick<ExecutionContext, "waitUntil">,
  database: D1Database,
  event: TEventBody & { visitor: string },
  now: number,
) {
  if (event.type === "page_view") countPageView(ctx, database, now);
  else await insertEvent(createDb(database), event, now);
}
