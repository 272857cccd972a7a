import { claimAttempt, retryAfterMs, type TAttemptLimits } from "../../../db/queries/auth-attempts";
import type { TErrorCode } from "../../../domain/errors";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";

type TAttempt = Parameters<typeof claimAttempt>[1];

// Counts an attempt against its limits, or refuses it with 429 and a Retry-After saying when the
// oldest counted attempt leaves its window. The counted attempt's id, to forget it if it succeeds.
export async function takeAttempt(deps: TDeps, attempt: TAttempt, limits: TAttemptLimits, code: TErrorCode) {
  const { db, now } = deps;
  const id = await claimAttempt(db, attempt, limits, now);
  if (id !== undefined) return id;
  throw new AppError(code, { retryAfterSeconds: (await retryAfterMs(db, attempt, limits, now)) / 1000 });
}
