import { configOf } from "../../config";
import type { Env } from "../../env";
import { throttledBy } from "../../providers/throttled";

// An endpoint that takes longer has failed this attempt, which the outbox retries later: a post left
// waiting would hold the cron run open, and once its five-minute lease lapsed the next run would
// send it again.
const POST_TIMEOUT_MS = 5000;

// The one HTTP call, a POST of the stored payload; a 429 asks the outbox to wait (throttled.ts), and
// any other answer but 2xx, or none in time, is a failure to retry.
export async function postConversion(env: Env, payload: unknown) {
  const { CONVERSIONS_URL, CONVERSIONS_TOKEN } = configOf(env);
  if (!CONVERSIONS_URL) throw new Error("CONVERSIONS_URL is not set");
  const response = await fetch(CONVERSIONS_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(CONVERSIONS_TOKEN ? { Authorization: `Bearer ${CONVERSIONS_TOKEN}` } : {}),
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(POST_TIMEOUT_MS),
  });
  if (response.status === 429) throw throttledBy("The conversions endpoint", response);
  if (!response.ok) throw new Error(`Conversions endpoint answered ${response.status}`);
}
