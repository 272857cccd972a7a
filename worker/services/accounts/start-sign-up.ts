import { findPendingSignUp } from "../../../db/queries/email-codes";
import { findUserByEmail } from "../../../db/queries/users";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { hashPassword } from "./passwords";
import { assertResendAllowed, sendSignUpCode } from "./sign-up-codes";

type TSignUpForm = { displayName: string; email: string; password: string };

export async function startSignUp(deps: TDeps, form: TSignUpForm & { address: string; browserHash: string }) {
  const { db, now } = deps;
  if (await findUserByEmail(db, form.email)) throw new AppError("ACCOUNT_EXISTS");
  assertResendAllowed(await findPendingSignUp(db, form.email), now);
  const passwordHash = await hashPassword(form.password);
  const signUp = { email: form.email, displayName: form.displayName, passwordHash, browserHash: form.browserHash };
  return sendSignUpCode(deps, { signUp, address: form.address });
}
