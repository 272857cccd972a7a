import { MAX_CODE_ATTEMPTS } from "../../../domain/accounts";
import { auth } from "../../../domain/messages/accounts";
import type { TCodeFailure } from "../../api/account-errors";

// Three failed attempts, or the code's expiry, lock the slots until a
// new code is sent; so does a sign-up that another browser started or replaced (docs/decisions/018).
export type TLock = "too-many" | "expired" | "elsewhere";

export type TCodeLock = { lock: TLock; message: string };

// The lock the server answered with, else the one the counter or the clock sets.
export function codeLock(serverLock: TCodeLock | null, failures: number, secondsLeft: number): TCodeLock | null {
  if (serverLock !== null) return serverLock;
  if (failures >= MAX_CODE_ATTEMPTS) return { lock: "too-many", message: auth.tooManyAttempts };
  return secondsLeft === 0 ? { lock: "expired", message: auth.codeExpiredOrInvalid } : null;
}

// The refusals that lock the slots, and with which lock; a wrong code is only counted.
export const LOCK_AFTER: Partial<Record<TCodeFailure["kind"], TLock>> = {
  locked: "too-many",
  expired: "expired",
  elsewhere: "elsewhere",
};

export function attemptsLeft(lock: TLock | null, failures: number): number {
  return lock === "too-many" ? 0 : Math.max(0, MAX_CODE_ATTEMPTS - failures);
}
