import type { TDeps } from "../../platform/dependencies";
import { runPass } from "../../platform/job-passes";
import { renewalNoticesPass } from "./renewal-notices-pass";

// The 09:00 schedule: begins the day's pass (unless one is still under way) and runs its first page.
export function sendRenewalNotices(deps: TDeps) {
  return runPass(deps, renewalNoticesPass, { begin: true });
}
