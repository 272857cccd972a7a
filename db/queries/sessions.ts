import { and, eq, isNull, ne } from "drizzle-orm";
import type { TDb } from "../client";
import { sessions, users } from "../schema";

export async function insertSession(db: TDb, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export function findSession(db: TDb, id: string) {
  return db.query.sessions.findFirst({ where: eq(sessions.id, id) });
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
export async function rotateRefreshHash(db: TDb, id: string, change: { from: string; to: string; now: number }) {
  const rotated = await db
    .update(sessions)
    .set({
      refreshHash: change.to,
      previousRefreshHash: change.from,
      rotatedAt: change.now,
      lastUsedAt: change.now,
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

// Not awaited here: a password change batches it with the new hash and its e-mail.
export function revokeOtherSessions(db: TDb, userId: string, keepId: string, now: number) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}
