import { createDb } from "../../db/client";
import { claimDueConversions, markConversionFailed, markConversionSent } from "../../db/queries/conversions";
import { configOf } from "../config";
import type { Env } from "../env";
import { postConversion } from "../services/conversions";
import { logWarning } from "../services/log";
import { MAX_ATTEMPTS, retryDelay } from "./deliver-outbox";

const BATCH_SIZE = 20;
const LEASE_MS = 300_000;

// The conversion outbox, retried and given up as e-mails are. With CONVERSIONS_URL unset since
// the events were queued, they wait: setting it again sends them.
export async function deliverConversions(env: Env, now: number) {
  if (!configOf(env).CONVERSIONS_URL) return 0;
  const db = createDb(env.DB);
  const due = await claimDueConversions(db, now, now + LEASE_MS, BATCH_SIZE);
  await Promise.all(
    due.map(async (row) => {
      try {
        await postConversion(env, row.payload);
        await markConversionSent(db, row.id, now);
      } catch (error) {
        const attempts = row.attempts + 1;
        logWarning(`Conversion event ${row.id} failed (attempt ${attempts})`, error);
        await markConversionFailed(db, row.id, {
          attempts,
          nextAttemptAt: now + retryDelay(attempts),
          final: attempts >= MAX_ATTEMPTS,
        });
      }
    }),
  );
  return due.length;
}
