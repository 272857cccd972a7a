import { revokeSession } from "../../../db/queries/sessions";
import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";

export function endSession(deps: TDeps, user: TSessionUser) {
  return revokeSession(deps.db, user.sessionId, deps.now);
}
