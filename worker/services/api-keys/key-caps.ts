import { apiRefusals } from "../../../domain/messages/developers";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { quotaOf, settleLeasesOf } from "./call-leases";

// A key's cap is at most the account's allowance, which the deployment sets (API_MONTHLY_CALLS).
// The quota object, which grants every call and lease, holds it; it is told first, so a cap lowered
// on the screen holds from the next grant even should the row's write then fail, and this isolate
// gives up the leases it holds (another isolate's runs out within LEASE_MS, as on a revocation).
export async function capKey(deps: TDeps, key: { userId: string; id: string }, monthlyCap: number | null) {
  const allowance = configOf(deps.env).API_MONTHLY_CALLS;
  if (monthlyCap !== null && monthlyCap > allowance) {
    throw new AppError("BAD_REQUEST", { message: apiRefusals.capAbove(allowance) });
  }
  await quotaOf(deps.env, key.userId).setCap(key.id, monthlyCap);
  await settleLeasesOf(deps, key.userId);
}
