import type { TDeps } from "../../platform/dependencies";
import { runPass } from "../../platform/job-passes";
import { subscriptionSyncPass } from "./subscription-sync-pass";

// The 02:00 schedule, and the admin's dashboard: begins the night's pass (unless one is still
// under way) and syncs its first page. Subscriptions of no pin of ours are skipped.
export function syncAllSubscriptions(deps: TDeps) {
  return runPass(deps, subscriptionSyncPass, { begin: true });
}
