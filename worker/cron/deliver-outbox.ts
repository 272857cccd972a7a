import { createDb } from "../../db/client";
import { claimDueEmails, markEmailFailed, markEmailSent } from "../../db/queries/outbox";
import { configOf } from "../config";
import type { Env } from "../env";
import { renderEmail } from "../services/email-templates";
import { logWarning } from "../services/log";
import { createMailer } from "../services/mailer";

const BATCH_SIZE = 20;
const LEASE_MS = 300_000;
export const MAX_ATTEMPTS = 6;
const MAX_BACKOFF_MS = 6 * 3_600_000;

// 1, 5, 25, 125 minutes, then six hours: a provider outage of most of a day loses no e-mail.
export function retryDelay(attempts: number) {
  return Math.min(60_000 * 5 ** (attempts - 1), MAX_BACKOFF_MS);
}

export async function deliverOutbox(env: Env, now: number) {
  const db = createDb(env.DB);
  const mailer = createMailer(env);
  const config = configOf(env);
  const due = await claimDueEmails(db, now, now + LEASE_MS, BATCH_SIZE);
  await Promise.all(
    due.map(async (row) => {
      try {
        const rendered = renderEmail(row);
        await mailer.send({ from: config.EMAIL_FROM, to: row.to, ...rendered });
        // Locally nothing was sent anywhere: the copy is the inbox /dev/mailbox shows.
        const devCopy = config.ENVIRONMENT === "development" ? rendered : null;
        await markEmailSent(db, row.id, now, devCopy);
      } catch (error) {
        const attempts = row.attempts + 1;
        logWarning(`Outbox e-mail ${row.id} failed (attempt ${attempts})`, error);
        await markEmailFailed(db, row.id, {
          attempts,
          nextAttemptAt: now + retryDelay(attempts),
          final: attempts >= MAX_ATTEMPTS,
        });
      }
    }),
  );
  return due.length;
}
