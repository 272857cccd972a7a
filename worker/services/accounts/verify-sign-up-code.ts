import { forgetAttempt } from "../../../db/queries/auth-attempts";
import { claimCodeAttempt, findPendingSignUp } from "../../../db/queries/email-codes";
import { findUserByEmail } from "../../../db/queries/users";
import { CODE_TRIES_PER_IP, CODE_TRIES_PER_SIGN_UP, MAX_CODE_ATTEMPTS } from "../../../domain/accounts";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { createAccount } from "./accounts";
import { takeAttempt } from "./attempt-limits";
import { codeHash } from "./sign-up-codes";
import type { TRequestFrom } from "./sign-ups";

// A right code creates the account and signs it in (consent: whether the visitor accepted
// analytics cookies, for the conversion it records).
export async function verifySignUpCode(
  deps: TDeps,
  { email, code, ...from }: { email: string; code: string } & TRequestFrom & { consent: boolean },
) {
  const { env, db, now } = deps;
  if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
  const { browserHash } = from;
  const pending = browserHash === null ? undefined : await claimCodeAttempt(db, email, browserHash, now);
  if (!pending) {
    const current = await findPendingSignUp(db, email);
    if (!current || current.expiresAt <= now) throw new AppError("CODE_EXPIRED");
    throw new AppError(current.browserHash === browserHash ? "CODE_LOCKED" : "SIGN_UP_OTHER_BROWSER");
  }
  // Wrong codes are also counted per pending sign-up (its browser) and per client address
  // across resends (docs/security.md).
  const attempt = { kind: "code_try" as const, email, ip: from.address, browser: pending.browserHash };
  const limits = { browser: CODE_TRIES_PER_SIGN_UP, ip: CODE_TRIES_PER_IP };
  const tryId = await takeAttempt(deps, attempt, limits, "CODE_TRIES_EXHAUSTED");
  if ((await codeHash(configOf(env).JWT_SECRET, email, code)) !== pending.codeHash) {
    throw new AppError(pending.attempts >= MAX_CODE_ATTEMPTS ? "CODE_LOCKED" : "CODE_INCORRECT");
  }
  await forgetAttempt(db, tryId);
  return createAccount(deps, { pending, consent: from.consent });
}
