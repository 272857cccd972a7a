import { isUniqueViolation } from "../../../db/client";
import type { TPendingSignUp } from "../../../db/queries/email-codes";
import { insertNewUser } from "../../../db/queries/users";
import { expectedLifetimeValue } from "../../../domain/analytics-events";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { conversionInserts } from "../outbox/conversions";
import { signInAccount } from "./sign-ins";

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
