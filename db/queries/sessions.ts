import { and, eq, isNull } from "drizzle-orm";
import type { TDb } from "../client";
import { sessions, users } from "../schema";

export async function insertSession(db: TDb, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export function findSessionWithUser(db: TDb, id: string) {
  return db
    .select({ session: sessions, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
}

// Only the holder of the current hash can rotate it; false when a concurrent request got there first.
export async function rotateRefreshHash(
  db: TDb,
  id: string,
  change: { from: string; to: string; now: number; expiresAt: number },
) {
  const rotated = await db
    .update(sessions)
    .set({
      refreshHash: change.to,
      previousRefreshHash: change.from,
      rotatedAt: change.now,
      expiresAt: change.expiresAt,
    })
    .where(and(eq(sessions.id, id), eq(sessions.refreshHash, change.from), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rotated.length > 0;
}

export async function revokeSession(db: TDb, id: string, now: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
