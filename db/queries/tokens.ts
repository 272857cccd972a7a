import { and, isNotNull, lt, or } from "drizzle-orm";
import type { TDb } from "../client";
import { emailCodes, passwordResets, sessions } from "../schema";

// Expired sign-up codes, reset tokens and sessions are useless to everyone: keep the tables small.
export async function deleteExpiredTokens(db: TDb, now: number) {
  const [codes, resets, revoked] = await db.batch([
    db.delete(emailCodes).where(lt(emailCodes.expiresAt, now)),
    db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt))),
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, now)))),
  ]);
  return { codes: codes.meta.changes, resets: resets.meta.changes, sessions: revoked.meta.changes };
}
