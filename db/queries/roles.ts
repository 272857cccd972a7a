import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { TRole } from "../../domain/accounts";
import type { TDb } from "../client";
import { userRoles, users } from "../schema";

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

export type TRoleGrant = { userId: string; role: TRole; expiresAt: number | null; reason: string | null };

export function findRoleGrant(db: TDb, userId: string, role: TRole) {
  return db.query.userRoles.findFirst({ where: and(eq(userRoles.userId, userId), eq(userRoles.role, role)) });
}

// An admin's grant replaces any earlier one, expiry and reason included. Not awaited: the route
// batches it with its audit row.
export function setRoleGrant(db: TDb, grant: TRoleGrant) {
  return db
    .insert(userRoles)
    .values(grant)
    .onConflictDoUpdate({
      target: [userRoles.userId, userRoles.role],
      set: { expiresAt: grant.expiresAt, reason: grant.reason },
    });
}

// As a condition inside a batch: the grant (made for that reason, if one is given) exists when the
// statement runs.
export function roleGranted(userId: string, role: TRole, reason?: string): SQL {
  const forReason = reason === undefined ? sql`` : sql` AND ${userRoles.reason} = ${reason}`;
  return sql`EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${userId} AND ${userRoles.role} = ${role}${forReason})`;
}

export function deleteRoleGrant(db: TDb, userId: string, role: TRole) {
  return db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

// Every grant of a role, expired ones included (the admin sees them run out), by the role index.
export function listRoleGrants(db: TDb, role: TRole) {
  return db
    .select({
      userId: userRoles.userId,
      email: users.email,
      displayName: users.displayName,
      expiresAt: userRoles.expiresAt,
      reason: userRoles.reason,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, role))
    .orderBy(users.email);
}

// Not awaited: a system_admin grant made for the reason given, removed with its audit row.
export function deleteConfiguredAdminGrant(db: TDb, userId: string, reason: string) {
  return db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "system_admin"), eq(userRoles.reason, reason)));
}
