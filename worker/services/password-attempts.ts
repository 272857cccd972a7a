import type { TDb } from "../../db/client";
import { claimSignInAttempt, countRecentFailures } from "../../db/queries/sign-in-failures";
import { signInDelayMs } from "../../domain/accounts";

// Sign-in and change-password both check an account's password, so both share one count: failures
// slow the next attempt down, even with the right password, rather than locking the owner out
// (README "Security"). Each attempt is recorded as a failure before the password is checked, and
// the right password clears them (clearSignInFailures). Answers the seconds to wait, or 0 when the
// attempt may go ahead.
export async function claimPasswordAttempt(db: TDb, email: string, now: number) {
  const { failures, last } = await countRecentFailures(db, email, now);
  const wait = last === null ? 0 : last + signInDelayMs(failures) - now;
  if (wait <= 0 && (await claimSignInAttempt(db, email, failures, now)) !== undefined) return 0;
  return Math.max(1, Math.ceil(wait / 1000));
}
