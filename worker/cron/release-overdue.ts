import type { Env } from "../env";
import { releaseOverduePins } from "../services/subscriptions/release-overdue";

// The daily release, for real: the admin's dashboard runs the same service dry first.
export function releaseOverdueByCron(env: Env, now: number) {
  return releaseOverduePins(env, { dry: false, by: "cron", now });
}
