import { and, desc, eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { cancellationRequests } from "../schema";

// Newest first, so the first row for a pin is the one that decides its status.
export function listCancellationRequests(db: TDb, email: string, mypins: string[]) {
  return db
    .select({
      id: cancellationRequests.id,
      mypin: cancellationRequests.mypin,
      processed: cancellationRequests.processed,
      createdAt: cancellationRequests.createdAt,
    })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.email, email), inArray(cancellationRequests.mypin, mypins)))
    .orderBy(desc(cancellationRequests.id));
}

// Not awaited: a processed request is written in one batch with the subscription and the e-mail.
export function insertCancellationRequest(
  db: TDb,
  row: { mypin: string; email: string; processed: boolean },
  now: number,
) {
  return db.insert(cancellationRequests).values({ ...row, createdAt: now, updatedAt: now });
}

// A pending request that is tried again keeps its row; its outcome and time are updated.
export function markCancellationRequest(db: TDb, id: number, processed: boolean, now: number) {
  return db.update(cancellationRequests).set({ processed, updatedAt: now }).where(eq(cancellationRequests.id, id));
}
