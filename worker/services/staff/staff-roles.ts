import type * as z from "zod";
import { toStatement } from "../../../db/client";
import { deleteRoleGrant, findRoleGrant, listRoleGrants, roleGranted, setRoleGrant } from "../../../db/queries/roles";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findUserByEmail, findUserById } from "../../../db/queries/users";
import type { ZHelpDeskGranted, ZHelpDeskGrants, ZHelpDeskRevoked } from "../../../domain/answers/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";

// Help desk access, granted and revoked by a system admin; system admins
// come from ADMIN_EMAILS only, so this is the one role handed out here. Each change and its audit
// row are one batch.
const HELP_DESK = "help_desk";

const grantValues = (grant: { expiresAt: number | null; reason: string | null }) => ({
  role: HELP_DESK,
  expiresAt: grant.expiresAt,
  reason: grant.reason,
});

export async function listHelpDeskGrants({ db, now }: TDeps): Promise<z.output<typeof ZHelpDeskGrants>["grants"]> {
  const grants = await listRoleGrants(db, HELP_DESK);
  return grants.map((grant) => ({ ...grant, expired: grant.expiresAt !== null && grant.expiresAt <= now }));
}

export async function grantHelpDesk(
  { env, db, now }: TDeps,
  request: { actor: TSessionUser; email: string; reason: string; expiresAt: number | null },
): Promise<z.output<typeof ZHelpDeskGranted>> {
  const { actor, email, reason, expiresAt } = request;
  if (expiresAt !== null && expiresAt <= now) throw new AppError("ROLE_EXPIRY_PAST");
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError("ROLE_ACCOUNT_NOT_FOUND");
  const before = await findRoleGrant(db, user.id, HELP_DESK);
  const grant = { userId: user.id, role: HELP_DESK, expiresAt, reason } as const;
  await env.DB.batch([
    toStatement(env.DB, setRoleGrant(db, grant)),
    staffActionStatement(env.DB, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "grant_role",
      target: user.email,
      before: before ? grantValues(before) : null,
      after: grantValues(grant),
      now,
    }),
  ]);
  return { userId: user.id, email: user.email, expiresAt, reason };
}

export async function revokeHelpDesk(
  { env, db, now }: TDeps,
  { actor, userId }: { actor: TSessionUser; userId: string },
): Promise<z.output<typeof ZHelpDeskRevoked>> {
  const grant = await findRoleGrant(db, userId, HELP_DESK);
  const user = grant && (await findUserById(db, userId));
  if (!grant || !user) throw new AppError("ROLE_NOT_GRANTED");
  // Recorded only if the grant is still there when the batch runs: two revokes at once record one.
  await env.DB.batch([
    staffActionStatement(
      env.DB,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "revoke_role",
        target: user.email,
        before: grantValues(grant),
        after: null,
        now,
      },
      roleGranted(userId, HELP_DESK),
    ),
    toStatement(env.DB, deleteRoleGrant(db, userId, HELP_DESK)),
  ]);
  return { userId, revoked: true };
}
