import { and, eq } from "drizzle-orm";
import type { TDb } from "../client";
import { mypins } from "../schema";
import { ownedBy, type TPinOwner } from "./pins";

// The owner's arrival note, or none (null). Answers the pin's name when it is the owner's.
export function setOwnedPinNote(db: TDb, owner: TPinOwner, id: number, note: string | null, now: number) {
  return db
    .update(mypins)
    .set({ note, updatedAt: now })
    .where(and(eq(mypins.id, id), ownedBy(owner)))
    .returning({ mypin: mypins.mypin });
}
