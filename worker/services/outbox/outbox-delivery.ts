import {
  claimDueRows,
  markRowsFailed,
  markRowsSent,
  type TFailedDelivery,
  type TOutboxName,
  type TOutboxRowOf,
} from "../../../db/queries/outbox-rows";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import type { TRunBudget } from "../../platform/run-budget";
import { Throttled } from "../../providers/throttled";

const LEASE_MS = 300_000;
export const MAX_ATTEMPTS = 6;
const MAX_BACKOFF_MS = 6 * 3_600_000;

// Rows each outbox sends per request or scheduled run, however many of its deliveries the run
// starts (a job that queues an e-mail starts one too): the run's subrequests are counted across
// them all. 50 e-mails every five minutes clear a backlog of 10,000 (a day's renewal notices) in
// under 17 hours.
const ROWS_PER_RUN: Record<TOutboxName, number> = { email: 50, conversions: 20 };

// One delivery at its worst: the claim, the recipients' languages, the rows sent and the rows
// failed, each one statement (in development also a copy per e-mail for /dev/mailbox). Each job
// that queues an e-mail and starts its delivery spends these; the sends are the outbox's own.
export const DELIVERY_QUERIES = 4;

// An outbox's job at its worst: its delivery's queries, and a post per row of the run's allowance,
// however many deliveries share it.
export const deliveryBudget = (outbox: TOutboxName): TRunBudget => ({
  queries: DELIVERY_QUERIES,
  subrequests: ROWS_PER_RUN[outbox],
});

// 1, 5, 25, 125 minutes, then six hours: a provider outage of most of a day loses no e-mail.
export function retryDelay(attempts: number) {
  return Math.min(60_000 * 5 ** (attempts - 1), MAX_BACKOFF_MS);
}

// What each run's deliveries have taken of its allowance, by outbox: taken before the claim is
// awaited, so deliveries started at once never share one allowance twice.
const taken = new WeakMap<TDeps, Record<TOutboxName, number>>();

function takeAllowance(deps: TDeps, outbox: TOutboxName) {
  const used = taken.get(deps) ?? { email: 0, conversions: 0 };
  taken.set(deps, used);
  const share = ROWS_PER_RUN[outbox] - used[outbox];
  used[outbox] += share;
  return { share, giveBack: (unused: number) => (used[outbox] -= unused) };
}

// Both outboxes go out the same way: claim the due rows under a lease, send each, and mark those
// sent, or count each failure and retry later until MAX_ATTEMPTS. `sender` is given the claimed
// rows first, to read what they share in one go.
export async function deliverDueRows<N extends TOutboxName>(
  deps: TDeps,
  outbox: N,
  label: string,
  sender: (due: readonly TOutboxRowOf<N>[]) => Promise<(row: TOutboxRowOf<N>) => Promise<void>>,
) {
  const { db, now } = deps;
  const { share, giveBack } = takeAllowance(deps, outbox);
  if (share <= 0) return 0;
  // The claim returns rows of whichever table the outbox names.
  const due = (await claimDueRows(db, outbox, now, now + LEASE_MS, share).catch((error: unknown) => {
    giveBack(share);
    throw error;
  })) as TOutboxRowOf<N>[];
  giveBack(share - due.length);
  if (due.length === 0) return 0;
  const send = await sender(due);
  const sent: number[] = [];
  const failed: TFailedDelivery[] = [];
  // One at a time, so a run keeps to the provider's pace (Resend's is a few requests a second); at
  // a worst case of SEND_TIMEOUT_MS each, a run's rows stay within their lease. Once the provider
  // asks to slow down, this row and the rest wait as long as it says, their attempts unspent.
  let throttledUntil: number | null = null;
  for (const row of due) {
    if (throttledUntil !== null) {
      failed.push({ id: row.id, attempts: row.attempts, nextAttemptAt: throttledUntil, final: false });
      continue;
    }
    try {
      await send(row);
      sent.push(row.id);
    } catch (error) {
      if (error instanceof Throttled) {
        throttledUntil = now + error.retryAfterMs;
        failed.push({ id: row.id, attempts: row.attempts, nextAttemptAt: throttledUntil, final: false });
        continue;
      }
      const attempts = row.attempts + 1;
      logWarning(`${label} ${row.id} failed (attempt ${attempts})`, error);
      failed.push({ id: row.id, attempts, nextAttemptAt: now + retryDelay(attempts), final: attempts >= MAX_ATTEMPTS });
    }
  }
  if (throttledUntil !== null) logWarning(`${label}s wait ${throttledUntil - now} ms: the provider asked to slow down`);
  await Promise.all([markRowsSent(db, outbox, sent, now), markRowsFailed(db, outbox, failed)]);
  return due.length;
}
