import { insertConversion } from "../../../db/queries/conversions";
import { conversionPayload, type TConversionEvent } from "../../../domain/analytics-events";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";

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
