import { toStatement } from "../../../db/client";
import { deleteConfiguredAdminGrant, grantRole, listActiveRoles, roleGranted } from "../../../db/queries/roles";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import type { TRole } from "../../../domain/accounts";
import { configOf } from "../../config";
import type { Env } from "../../env";
import type { TDeps } from "../../platform/dependencies";

// The reason recorded with a system_admin grant that ADMIN_EMAILS made, and the audit trail's
// actor for what the configuration decides.
const CONFIGURED = "ADMIN_EMAILS";
const CONFIG_ACTOR = "config";

type TAccount = { id: string; email: string };

// The first system admins come from ADMIN_EMAILS, granted whenever they sign in.
export function isConfiguredAdmin(env: Env, email: string) {
  return configOf(env).ADMIN_EMAILS.includes(email);
}

export async function grantConfiguredAdmin(deps: TDeps, account: TAccount) {
  if (isConfiguredAdmin(deps.env, account.email))
    await grantRole(deps.db, account.id, "system_admin", CONFIGURED, deps.now);
}

// The account's roles now. A system_admin grant that ADMIN_EMAILS made ends when the address
// leaves ADMIN_EMAILS: it is removed at the next sign-in or role read, with its audit row, rather
// than lasting for ever. A grant made otherwise is the admins' to revoke.
export async function rolesOf(deps: TDeps, account: TAccount): Promise<TRole[]> {
  const { env, db, now } = deps;
  const roles = await listActiveRoles(db, account.id, now);
  if (!roles.includes("system_admin") || isConfiguredAdmin(env, account.email)) return roles;
  const [, removed] = await env.DB.batch([
    staffActionStatement(
      env.DB,
      {
        actorId: CONFIG_ACTOR,
        actorEmail: null,
        action: "revoke_role",
        target: account.email,
        before: { role: "system_admin", reason: CONFIGURED },
        after: null,
        now,
      },
      roleGranted(account.id, "system_admin", CONFIGURED),
    ),
    toStatement(env.DB, deleteConfiguredAdminGrant(db, account.id, CONFIGURED)),
  ]);
  return (removed?.meta.changes ?? 0) > 0 ? roles.filter((role) => role !== "system_admin") : roles;
}
