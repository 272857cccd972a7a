import type { TOverdueAfter } from "../../../db/queries/releases";
import type { TDeps } from "../../platform/dependencies";
import { releaseRun } from "./release-runs";

// A chunk of the daily pass: up to `limit` pins past `after`, released by the cron. `next` is where
// the next chunk starts, null once the list is through.
export async function releaseOverdueChunk(deps: TDeps, after: TOverdueAfter | null, limit: number) {
  const { released, last, listed: count } = await releaseRun(deps, { by: "cron", byEmail: null, after, limit });
  const next = count === limit && last ? { end: last.overdueSince, subscriptionId: last.subscriptionId } : null;
  return { released: released.length, next };
}
