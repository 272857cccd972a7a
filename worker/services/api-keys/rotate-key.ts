import { findLiveApiKey, rotateApiKey } from "../../../db/queries/api-keys";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { quotaOf, settleLeasesOf } from "./call-leases";
import { newSecret } from "./key-secrets";
import { withCalls } from "./listed-keys";

// A new secret for the same key (its name, websites and this month's calls stay); the old secret
// is refused from this moment, also by isolates that still remember it.
export async function rotateKey(deps: TDeps, userId: string, id: string) {
  const before = await findLiveApiKey(deps.db, userId, id);
  if (!before) throw new AppError("API_KEY_NOT_FOUND");
  const { secret, keyHash, hint } = await newSecret();
  const row = await rotateApiKey(deps.db, { userId, id, keyHash: before.keyHash }, { keyHash, hint }, deps.now);
  if (!row) throw new AppError("API_KEY_NOT_FOUND");
  await quotaOf(deps.env, userId).retire(before.keyHash);
  await settleLeasesOf(deps, userId, before.keyHash);
  return { key: await withCalls(deps, row), secret };
}
