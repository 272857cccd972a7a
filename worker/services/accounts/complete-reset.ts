import { completePasswordReset, findUsableReset } from "../../../db/queries/password-resets";
import { clearSignInFailures } from "../../../db/queries/sign-in-failures";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";
import { hashPassword } from "./passwords";

// Whoever held the old password is signed out everywhere: that is often why a password is reset.
// A token is looked up before the password is hashed: the route has no rate limit, and a hash
// costs far more than a read. The completion checks it again, since another request may spend it.
export async function completeReset(deps: TDeps, { token, password }: { token: string; password: string }) {
  const { db, now } = deps;
  const tokenHash = await sha256(token);
  const reset = await findUsableReset(db, tokenHash, now);
  if (!reset) throw new AppError("RESET_TOKEN_INVALID");
  const passwordHash = await hashPassword(password);
  if (!(await completePasswordReset(db, tokenHash, passwordHash, now))) throw new AppError("RESET_TOKEN_INVALID");
  // The owner just proved the address is theirs: a stranger's wrong guesses no longer slow them.
  await clearSignInFailures(db, reset.email);
}
