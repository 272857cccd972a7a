import { eq } from "drizzle-orm";
import type { TDb } from "../client";
import { processedEvents } from "../schema";

export async function isEventProcessed(db: TDb, id: string) {
  const row = await db.select({ id: processedEvents.id }).from(processedEvents).where(eq(processedEvents.id, id)).get();
  return row !== undefined;
}

export async function recordProcessedEvent(db: TDb, id: string, type: string, now: number) {
  await db.insert(processedEvents).values({ id, type, processedAt: now }).onConflictDoNothing();
}
