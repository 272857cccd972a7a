import { findPendingSignUp } from "../../../db/queries/email-codes";
import { findUserByEmail } from "../../../db/queries/users";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { assertResendAllowed, sendSignUpCode } from "./sign-up-codes";
import type { TRequestFrom } from "./sign-ups";

export async function resendSignUpCode(deps: TDeps, { email, ...from }: { email: string } & TRequestFrom) {
  const { db, now } = deps;
  if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
  const pending = await findPendingSignUp(db, email);
  if (!pending || pending.browserHash !== from.browserHash) throw new AppError("NO_PENDING_SIGN_UP");
  assertResendAllowed(pending, now);
  return sendSignUpCode(deps, { signUp: pending, address: from.address });
}
