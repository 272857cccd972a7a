import { and, desc, eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { cancellationRequests } from "../schema";

// Newest first, so the first row for a pin is the one that decides its status.
export function listCancellationRequests(db: TDb, email: string, mypins: string[]) {
  return db
    .select({ id: cancellationRequests.id, mypin: cancellationRequests.mypin, processed: cancellationRequests.processed, createdAt: cancellationRequests.createdAt })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.email, email), inArray(cancellationRequests.mypin, mypins)))
    .orderBy(desc(cancellationRequests.id));
}
