import { and, isNotNull, lt, or } from "drizzle-orm";
import { ATTEMPT_RETENTION_MS } from "../../domain/accounts";
import { IDLE_TIMEOUT_MS } from "../../domain/sessions";
import type { TDb } from "../client";
import { accountRequests, emailCodes, nameHolds, passwordResets, sessions, signInFailures } from "../schema";
import { ACCOUNT_REQUEST_RETENTION_MS } from "./account-requests";
import { deleteOldAttempts } from "./auth-attempts";
import { deleteOldEvents } from "./events";
import { deleteExpiredFormerNames } from "./former-names";
import { deleteOldNotices } from "./notices";
import { deleteSettledRows } from "./outbox-rows";
import { deleteOldPageViewDays } from "./page-view-counts";
import { deleteOldSearchDays } from "./search-counts";
import { FAILURE_WINDOW_MS } from "./sign-in-failures";

// A pending sign-up outlives its code by a day, so Resend still finds it and its link can still
// say "already verified".
export const PENDING_SIGN_UP_RETENTION_MS = 86_400_000;

// Spent codes, reset tokens, sessions, old sign-in failures, counted attempts, ended holds,
// counted requests past their window and former names past their 90 days are useless to everyone,
// delivered e-mails are kept 30 days and the keys of sent notices 400, settled conversion events 30
// days, analytics events and page views per day 13 months and searches per day once no chart shows
// them: keep the tables small.
export async function deleteExpiredTokens(db: TDb, now: number) {
  const [
    codes,
    resets,
    revoked,
    failures,
    attempts,
    emails,
    holds,
    requests,
    notices,
    conversions,
    events,
    pageViewDays,
    searchDays,
    formerNames,
  ] = await db.batch([
    db.delete(emailCodes).where(lt(emailCodes.expiresAt, now - PENDING_SIGN_UP_RETENTION_MS)),
    db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt))),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          lt(sessions.lastUsedAt, now - IDLE_TIMEOUT_MS),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, now)),
        ),
      ),
    db.delete(signInFailures).where(lt(signInFailures.failedAt, now - FAILURE_WINDOW_MS)),
    deleteOldAttempts(db, now - ATTEMPT_RETENTION_MS),
    deleteSettledRows(db, "email", now),
    db.delete(nameHolds).where(lt(nameHolds.expiresAt, now)),
    db.delete(accountRequests).where(lt(accountRequests.at, now - ACCOUNT_REQUEST_RETENTION_MS)),
    deleteOldNotices(db, now),
    deleteSettledRows(db, "conversions", now),
    deleteOldEvents(db, now),
    deleteOldPageViewDays(db, now),
    deleteOldSearchDays(db, now),
    deleteExpiredFormerNames(db, now),
  ]);
  return {
    codes: codes.meta.changes,
    resets: resets.meta.changes,
    sessions: revoked.meta.changes,
    signInFailures: failures.meta.changes,
    attempts: attempts.meta.changes,
    emails: emails.meta.changes,
    nameHolds: holds.meta.changes,
    accountRequests: requests.meta.changes,
    notices: notices.meta.changes,
    conversions: conversions.meta.changes,
    events: events.meta.changes,
    pageViewDays: pageViewDays.meta.changes,
    searchDays: searchDays.meta.changes,
    formerNames: formerNames.meta.changes,
  };
}
