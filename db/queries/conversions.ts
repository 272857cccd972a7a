import type { TConversionEvent, TConversionPayload } from "../../domain/analytics-events";
import type { TDb } from "../client";
import { conversionOutbox } from "../schema";

// Not awaited here: a conversion is written in the same batch as the change that causes it. A
// second write of one event_id (a webhook delivered twice) queues nothing.
export function insertConversion(
  db: TDb,
  event: { eventId: string; eventName: TConversionEvent; payload: TConversionPayload },
  now: number,
) {
  return db
    .insert(conversionOutbox)
    .values({ ...event, nextAttemptAt: now })
    .onConflictDoNothing();
}
