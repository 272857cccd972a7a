import { revokeApiKey } from "../../../db/queries/api-keys";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { quotaOf, settleLeasesOf } from "./call-leases";

export async function revokeKey(deps: TDeps, userId: string, id: string) {
  const row = await revokeApiKey(deps.db, userId, id, deps.now);
  if (!row) throw new AppError("API_KEY_NOT_FOUND");
  await quotaOf(deps.env, userId).retire(row.keyHash);
  await settleLeasesOf(deps, userId, row.keyHash);
}
