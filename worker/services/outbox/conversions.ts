import { insertConversion } from "../../../db/queries/conversions";
import { conversionPayload, type TConversionEvent } from "../../../domain/analytics-events";
import { configOf } from "../../config";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";
import { throttledBy } from "../../providers/throttled";

type TConversionCause = {
  // What caused the events (a checkout session, an account): with the event's name, its event_id.
  causeId: string;
  names: readonly TConversionEvent[];
  email: string;
  value: number;
  sourceUrl: string;
};

// The outbox rows for the spec's server-side conversion events, to be
// written in the caller's batch. None without the buyer's consent or without CONVERSIONS_URL.
export async function conversionInserts(
  { env, db, now }: Pick<TDeps, "env" | "db" | "now">,
  consent: boolean,
  cause: TConversionCause,
) {
  if (!consent || !configOf(env).CONVERSIONS_URL) return [];
  const emailHash = await sha256(cause.email.trim().toLowerCase());
  return cause.names.map((name) => {
    const eventId = `${cause.causeId}:${name}`;
    const payload = conversionPayload({
      name,
      id: eventId,
      at: now,
      sourceUrl: cause.sourceUrl,
      emailHash,
      value: cause.value,
    });
    return insertConversion(db, { eventId, eventName: name, payload }, now);
  });
}

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
