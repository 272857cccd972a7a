import { forgetAttempt } from "../../../db/queries/auth-attempts";
import { claimCodeAttempt, findPendingSignUp, findPendingSignUpByLink } from "../../../db/queries/email-codes";
import { findUserByEmail } from "../../../db/queries/users";
import { CODE_TRIES_PER_IP, CODE_TRIES_PER_SIGN_UP, MAX_CODE_ATTEMPTS } from "../../../domain/accounts";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";
import { createAccount } from "./accounts";
import { takeAttempt } from "./attempt-limits";
import { hashPassword } from "./passwords";
import { assertResendAllowed, codeHash, sendSignUpCode } from "./sign-up-codes";

// Sign-up by a 6-digit code (or the link beside it) e-mailed to the
// address. A pending sign-up belongs to the browser that started it (docs/decisions/018): whoever
// signs up the same address later replaces it with their own, and can never finish the owner's.
// browserHash is the hash of the nonce that browser keeps (sign-up-codes.ts), null without one;
// address is the client's, for the limits.

type TRequestFrom = { address: string; browserHash: string | null };

type TSignUpForm = { displayName: string; email: string; password: string };

export async function startSignUp(deps: TDeps, form: TSignUpForm & { address: string; browserHash: string }) {
  const { db, now } = deps;
  if (await findUserByEmail(db, form.email)) throw new AppError("ACCOUNT_EXISTS");
  assertResendAllowed(await findPendingSignUp(db, form.email), now);
  const passwordHash = await hashPassword(form.password);
  const signUp = { email: form.email, displayName: form.displayName, passwordHash, browserHash: form.browserHash };
  return sendSignUpCode(deps, { signUp, address: form.address });
}

export async function resendSignUpCode(deps: TDeps, { email, ...from }: { email: string } & TRequestFrom) {
  const { db, now } = deps;
  if (await findUserByEmail(db, email)) throw new AppError("ACCOUNT_EXISTS");
  const pending = await findPendingSignUp(db, email);
  if (!pending || pending.browserHash !== from.browserHash) throw new AppError("NO_PENDING_SIGN_UP");
  assertResendAllowed(pending, now);
  return sendSignUpCode(deps, { signUp: pending, address: from.address });
}

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

// The link in the same e-mail verifies the same pending sign-up, without the attempt limit: its
// token is 256 random bits, not six digits. It too works only in the browser that signed up.
export async function verifySignUpLink(
  deps: TDeps,
  { token, ...from }: { token: string; browserHash: string | null; consent: boolean },
) {
  const { db, now } = deps;
  const pending = await findPendingSignUpByLink(db, await sha256(token));
  if (!pending) throw new AppError("VERIFY_LINK_INVALID");
  if (await findUserByEmail(db, pending.email)) return { status: "already-verified" as const };
  if (pending.expiresAt <= now) throw new AppError("VERIFY_LINK_INVALID");
  if (pending.browserHash !== from.browserHash) throw new AppError("SIGN_UP_OTHER_BROWSER");
  const { issued, me } = await createAccount(deps, { pending, consent: from.consent });
  return { status: "verified" as const, issued, me };
}
