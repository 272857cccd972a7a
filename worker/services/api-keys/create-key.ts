import type * as z from "zod";
import { insertApiKey } from "../../../db/queries/api-keys";
import type { ZNewApiKey } from "../../../domain/api-key-requests";
import { MAX_API_KEYS } from "../../../domain/api-keys";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { capKey } from "./key-caps";
import { newSecret } from "./key-secrets";
import { listed } from "./listed-keys";

export async function createKey(deps: TDeps, userId: string, input: z.output<typeof ZNewApiKey>) {
  const { secret, keyHash, hint } = await newSecret();
  const row = { id: crypto.randomUUID(), userId, ...input, keyHash, hint, createdAt: deps.now };
  if (row.monthlyCap !== null) await capKey(deps, row, row.monthlyCap);
  if (!(await insertApiKey(deps.db, row, MAX_API_KEYS))) throw new AppError("API_KEY_LIMIT");
  const key = listed({ ...row, rotatedAt: null, revokedAt: null }, 0);
  return { key, secret };
}
