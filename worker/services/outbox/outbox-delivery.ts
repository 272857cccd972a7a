import type { TDb } from "../../../db/client";
import { setEmailDevCopy } from "../../../db/queries/outbox";
import {
  claimDueRows,
  markRowFailed,
  markRowSent,
  type TOutboxName,
  type TOutboxRowOf,
} from "../../../db/queries/outbox-rows";
import { accountLocale } from "../../../db/queries/users";
import { DEFAULT_LOCALE } from "../../../domain/locales";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import { createMailer } from "../../providers/mailer";
import { renderEmail } from "./email-templates";

const BATCH_SIZE = 20;
const LEASE_MS = 300_000;
export const MAX_ATTEMPTS = 6;
const MAX_BACKOFF_MS = 6 * 3_600_000;

// 1, 5, 25, 125 minutes, then six hours: a provider outage of most of a day loses no e-mail.
export function retryDelay(attempts: number) {
  return Math.min(60_000 * 5 ** (attempts - 1), MAX_BACKOFF_MS);
}

// Both outboxes go out the same way: claim a batch under a lease, send each row, and mark it sent,
// or count the failure and retry later until MAX_ATTEMPTS.
export async function deliverDueRows<N extends TOutboxName>(
  db: TDb,
  outbox: N,
  now: number,
  label: string,
  send: (row: TOutboxRowOf<N>) => Promise<void>,
) {
  // The claim returns rows of whichever table the outbox names.
  const due = (await claimDueRows(db, outbox, now, now + LEASE_MS, BATCH_SIZE)) as TOutboxRowOf<N>[];
  await Promise.all(
    due.map(async (row) => {
      try {
        await send(row);
        await markRowSent(db, outbox, row.id, now);
      } catch (error) {
        const attempts = row.attempts + 1;
        logWarning(`${label} ${row.id} failed (attempt ${attempts})`, error);
        await markRowFailed(db, outbox, row.id, {
          attempts,
          nextAttemptAt: now + retryDelay(attempts),
          final: attempts >= MAX_ATTEMPTS,
        });
      }
    }),
  );
  return due.length;
}

// Every e-mail due now: the five-minute schedule's job, and what a use case that queued one starts
// after its answer (deps.waitUntil), so the e-mail need not wait for the schedule.
export async function deliverOutbox({ env, db, now }: TDeps) {
  const mailer = createMailer(env);
  const config = configOf(env);
  return deliverDueRows(db, "email", now, "Outbox e-mail", async (row) => {
    const rendered = renderEmail(row, row.locale ?? (await accountLocale(db, row.to)) ?? DEFAULT_LOCALE);
    await mailer.send({ from: config.EMAIL_FROM, to: row.to, ...rendered });
    // Locally nothing was sent anywhere: the copy is the inbox /dev/mailbox shows.
    if (config.ENVIRONMENT === "development") await setEmailDevCopy(db, row.id, rendered);
  });
}
