import type { TDb } from "../../../db/client";
import { queueNoticeOnce } from "../../../db/queries/notices";
import { claimSignInAttempt, countRecentFailures, FAILURE_WINDOW_MS } from "../../../db/queries/sign-in-failures";
import { findUserByEmail } from "../../../db/queries/users";
import { ACCOUNT_SIGN_IN_FAILURE_CEILING, signInDelayMs } from "../../../domain/accounts";
import type { TErrorCode } from "../../../domain/errors";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";

type TPasswordAttempt = { email: string; address: string };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// Sign-in and change-password both check an account's password, so both share one count, kept per
// account and client address: failures slow that address's next attempt down, even with the right
// password, and never another address's (docs/security.md). Every address's failures together
// stop at the account's ceiling. Each attempt is recorded as a failure before the password is
// checked, and the right password clears its address's (clearSignInFailures). Answers the wait in
// seconds and whether it is the account's ceiling, or null when the attempt may go ahead.
async function claimPasswordAttempt(db: TDb, attempt: TPasswordAttempt, now: number) {
  const { email, address } = attempt;
  const own = await countRecentFailures(db, email, now, address);
  const wait = own.last === null ? 0 : own.last + signInDelayMs(own.failures) - now;
  if (wait > 0) return { retryAfterSeconds: seconds(wait), ceiling: false };
  const account = await countRecentFailures(db, email, now);
  if (account.failures >= ACCOUNT_SIGN_IN_FAILURE_CEILING && account.first !== null) {
    return { retryAfterSeconds: seconds(account.first + FAILURE_WINDOW_MS - now), ceiling: true };
  }
  const claim = { email, address, seen: own.failures, ceiling: ACCOUNT_SIGN_IN_FAILURE_CEILING };
  if ((await claimSignInAttempt(db, claim, now)) !== undefined) return null;
  return { retryAfterSeconds: 1, ceiling: false };
}

// Refuses the attempt with `code` (429) while it must wait. At the account's ceiling the owner is
// e-mailed once an hour: someone with many addresses is guessing, and a reset lets the owner in.
export async function assertPasswordAttempt(deps: TDeps, attempt: TPasswordAttempt, code: TErrorCode) {
  const { env, db, now } = deps;
  const refusal = await claimPasswordAttempt(db, attempt, now);
  if (refusal === null) return;
  const owner = refusal.ceiling ? await findUserByEmail(db, attempt.email) : undefined;
  if (owner) {
    const hour = Math.floor(now / FAILURE_WINDOW_MS);
    const email = {
      to: owner.email,
      template: "sign-in-paused",
      payload: { link: `${configOf(env).PUBLIC_ORIGIN}/?page=auth` },
    } as const;
    await env.DB.batch(queueNoticeOnce(env.DB, `sign-in-paused:${owner.id}:${hour}`, email, now));
  }
  throw new AppError(code, { retryAfterSeconds: refusal.retryAfterSeconds });
}
