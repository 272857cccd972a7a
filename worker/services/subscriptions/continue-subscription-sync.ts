import type { TDeps } from "../../platform/dependencies";
import { runPass } from "../../platform/job-passes";
import { subscriptionSyncPass } from "./subscription-sync-pass";

// The five-minute schedule: the next page of the pass under way, if one is.
export function continueSubscriptionSync(deps: TDeps) {
  return runPass(deps, subscriptionSyncPass, { begin: false });
}
