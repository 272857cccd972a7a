import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { TRole } from "../../domain/accounts";
import type { TDb } from "../client";
import { userRoles } from "../schema";

// A role with expires_at in the past is no role at all.
export async function listActiveRoles(db: TDb, userId: string, now: number): Promise<TRole[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), or(isNull(userRoles.expiresAt), gt(userRoles.expiresAt, now))))
    .orderBy(userRoles.role);
  return rows.map((row) => row.role);
}

// Grants the role, or renews it if it has expired; a live grant (and its expiry) is left alone.
export async function grantRole(db: TDb, userId: string, role: TRole, reason: string, now: number) {
  await db
    .insert(userRoles)
    .values({ userId, role, reason })
    .onConflictDoUpdate({
      target: [userRoles.userId, userRoles.role],
      set: { expiresAt: null, reason },
      setWhere: and(isNotNull(userRoles.expiresAt), lte(userRoles.expiresAt, now)),
    });
}
