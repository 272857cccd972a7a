import type { TDeps } from "../platform/dependencies";
import { releaseOverduePins } from "../services/subscriptions/release-overdue";

// The daily release, for real: the admin's dashboard runs the same service dry first.
export function releaseOverdueByCron(deps: TDeps) {
  return releaseOverduePins(deps, { dry: false, by: "cron" });
}
