import { deleteExpiredTokens } from "../../db/queries/tokens";
import type { TDeps } from "../platform/dependencies";
import type { TRunBudget } from "../platform/run-budget";

// One batch of 14 deletes (deleteExpiredTokens), however many rows they delete; no subrequest.
export const CLEANUP_BUDGET = { queries: 14, subrequests: 0 } satisfies TRunBudget;

export function cleanupExpiredTokens({ db, now }: TDeps) {
  return deleteExpiredTokens(db, now);
}
