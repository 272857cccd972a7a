import { findUsableReset } from "../../../db/queries/password-resets";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";

// The address a usable link resets, for the form to show.
export async function checkPasswordReset(deps: TDeps, { token }: { token: string }) {
  const reset = await findUsableReset(deps.db, await sha256(token), deps.now);
  if (!reset) throw new AppError("RESET_TOKEN_INVALID");
  return { email: reset.email };
}
