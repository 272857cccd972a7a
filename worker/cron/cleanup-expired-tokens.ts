import { deleteExpiredTokens } from "../../db/queries/tokens";
import type { TDeps } from "../platform/dependencies";

export function cleanupExpiredTokens({ db, now }: TDeps) {
  return deleteExpiredTokens(db, now);
}
