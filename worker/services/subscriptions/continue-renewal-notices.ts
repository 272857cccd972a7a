import type { TDeps } from "../../platform/dependencies";
import { runPass } from "../../platform/job-passes";
import { renewalNoticesPass } from "./renewal-notices-pass";

// The five-minute schedule: the next page of the pass under way, if one is.
export function continueRenewalNotices(deps: TDeps) {
  return runPass(deps, renewalNoticesPass, { begin: false });
}
