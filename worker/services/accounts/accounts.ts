import { isUniqueViolation } from "../../../db/client";
import type { TPendingSignUp } from "../../../db/queries/email-codes";
import { revokeSession } from "../../../db/queries/sessions";
import { clearSignInFailures } from "../../../db/queries/sign-in-failures";
import { findUserByEmail, insertNewUser, setPasswordHash } from "../../../db/queries/users";
import type { TMe } from "../../../domain/accounts";
import { expectedLifetimeValue } from "../../../domain/analytics-events";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { conversionInserts } from "../outbox/conversions";
import { grantConfiguredAdmin } from "./account-roles";
import { assertPasswordAttempt } from "./password-attempts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { startSession } from "./sessions";

type TAccount = { id: string; email: string; displayName: string };

export async function signInAccount(deps: TDeps, account: TAccount) {
  await grantConfiguredAdmin(deps, account);
  const issued = await startSession(deps, account);
  const me: TMe = { id: account.id, email: account.email, displayName: account.displayName, roles: issued.user.roles };
  return { issued, me };
}

// The e-mail address is proven by the code or the link, so the account starts verified. With the
// browser's cookie consent, CompleteRegistration is queued in the same batch:
// an address taken meanwhile fails both.
export async function createAccount(deps: TDeps, { pending, consent }: { pending: TPendingSignUp; consent: boolean }) {
  const { env, db } = deps;
  const id = crypto.randomUUID();
  const conversions = await conversionInserts(deps, consent, {
    causeId: id,
    names: ["CompleteRegistration"],
    email: pending.email,
    value: expectedLifetimeValue(null),
    sourceUrl: `${configOf(env).PUBLIC_ORIGIN}/`,
  });
  const row = {
    id,
    email: pending.email,
    displayName: pending.displayName,
    passwordHash: pending.passwordHash,
    emailVerified: true,
    // The language the sign-up was finished in, which the account's e-mails are written in.
    locale: deps.locale,
  };
  const [inserted] = await db.batch([insertNewUser(db, row), ...conversions]).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError("ACCOUNT_EXISTS");
    throw error;
  });
  const [account] = inserted;
  if (!account) throw new AppError("ACCOUNT_EXISTS");
  // The account exists from here on: a session that cannot be started must not read as a failed
  // sign-up, which the next try would meet as an address already taken. The owner signs in.
  return signInAccount(deps, account).catch((error: unknown) => {
    throw new AppError("ACCOUNT_CREATED_SIGNED_OUT", { cause: error });
  });
}

// An unknown address costs one PBKDF2 run like a known one, so timing does not tell them apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

type TPasswordSignIn = { email: string; password: string; address: string };

// Signing in with a password: counted against the address and the client as a failure until it
// succeeds, and a hash of an older cost is brought up to date.
export async function signInWithPassword(deps: TDeps, { email, password, address }: TPasswordSignIn) {
  const { db } = deps;
  await assertPasswordAttempt(deps, { email, address }, "SIGN_IN_RATE_LIMITED");
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (!user || !valid) throw new AppError("INVALID_CREDENTIALS");
  await clearSignInFailures(db, email, address);
  if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(password));
  return signInAccount(deps, user);
}

export function endSession(deps: TDeps, user: TSessionUser) {
  return revokeSession(deps.db, user.sessionId, deps.now);
}
