import { desc, eq, sql } from "drizzle-orm";
import { type TDb, toStatement } from "../client";
import { reservedNameReleases, users } from "../schema";

export async function findReservedRelease(db: TDb, name: string) {
  return db
    .select({ userId: reservedNameReleases.userId })
    .from(reservedNameReleases)
    .where(eq(reservedNameReleases.name, name))
    .get();
}

type TRelease = { name: string; userId: string; releasedBy: string; reason: string; now: number };

// For the release's own batch: releasing the name again (to another account, say) replaces the
// earlier release, since one brand has one owner.
export function upsertReservedReleaseStatement(d1: D1Database, db: TDb, release: TRelease) {
  const row = {
    name: release.name,
    userId: release.userId,
    releasedBy: release.releasedBy,
    reason: release.reason,
    createdAt: release.now,
  };
  return toStatement(
    d1,
    db
      .insert(reservedNameReleases)
      .values(row)
      .onConflictDoUpdate({
        target: reservedNameReleases.name,
        set: { userId: row.userId, releasedBy: row.releasedBy, reason: row.reason, createdAt: row.createdAt },
      }),
  );
}

// Newest first, with the owner's address and the address of the staff member who released it.
export function listReservedReleases(db: TDb) {
  const releasedBy = sql<
    string | null
  >`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${reservedNameReleases.releasedBy})`;
  return db
    .select({
      name: reservedNameReleases.name,
      ownerEmail: users.email,
      releasedBy,
      reason: reservedNameReleases.reason,
      createdAt: reservedNameReleases.createdAt,
    })
    .from(reservedNameReleases)
    .innerJoin(users, eq(users.id, reservedNameReleases.userId))
    .orderBy(desc(reservedNameReleases.createdAt));
}
