import type * as z from "zod";
import { toStatement } from "../../../db/client";
import { deleteRoleGrant, findRoleGrant, roleGranted } from "../../../db/queries/roles";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findUserById } from "../../../db/queries/users";
import type { ZHelpDeskRevoked } from "../../../domain/answers/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { grantValues, HELP_DESK } from "./staff-roles";

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
