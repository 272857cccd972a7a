import type * as z from "zod";
import { toStatement } from "../../../db/client";
import { findRoleGrant, setRoleGrant } from "../../../db/queries/roles";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findUserByEmail } from "../../../db/queries/users";
import type { ZHelpDeskGranted } from "../../../domain/answers/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { grantValues, HELP_DESK } from "./staff-roles";

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
