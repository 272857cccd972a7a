import { createDb } from "../../db/client";
import { deleteExpiredTokens } from "../../db/queries/tokens";
import type { Env } from "../env";

export function cleanupExpiredTokens(env: Env, now: number) {
  return deleteExpiredTokens(createDb(env.DB), now);
}
