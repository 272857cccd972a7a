import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { TDb } from "../client";
import { passwordResets, sessions, users } from "../schema";

const usable = (tokenHash: string, now: number) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

// Not awaited here: the caller batches it with the e-mail that carries the link.
export function insertPasswordReset(db: TDb, row: typeof passwordResets.$inferInsert) {
  return db.insert(passwordResets).values(row);
}

export function findUsableReset(db: TDb, tokenHash: string, now: number) {
  return db
    .select({ userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(usable(tokenHash, now))
    .get();
}

// One transaction: the password changes, every session of the user ends and every outstanding
// reset token of the user is spent (an older link in the inbox must not undo the new password), or
// nothing happens (a used or expired token changes nothing). True when the token was usable.
export async function completePasswordReset(db: TDb, tokenHash: string, passwordHash: string, now: number) {
  const owner = db.select({ id: passwordResets.userId }).from(passwordResets).where(usable(tokenHash, now));
  const [, , spent] = await db.batch([
    db.update(users).set({ passwordHash }).where(inArray(users.id, owner)),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(inArray(sessions.userId, owner), isNull(sessions.revokedAt))),
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(inArray(passwordResets.userId, owner), isNull(passwordResets.usedAt)))
      .returning({ tokenHash: passwordResets.tokenHash }),
  ]);
  return spent.some((row) => row.tokenHash === tokenHash);
}
