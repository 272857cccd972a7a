import { findReservedRelease, upsertReservedReleaseStatement } from "../../../db/queries/reserved-names";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findUserByEmail } from "../../../db/queries/users";
import { namePolicyRefusal } from "../../../domain/name-policy";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";

type TReleaseInput = { actor: TSessionUser; name: string; email: string; reason: string };

// A system admin releases a reserved brand to the account that proved it owns the brand: only a
// name the policy reserves, only to an existing account and never to the admin's own, with the
// audit row in the same batch. Releasing it again to another account moves it.
export async function releaseReservedName({ env, db, now }: TDeps, input: TReleaseInput) {
  const { actor } = input;
  if (namePolicyRefusal(input.name) !== "NAME_RESERVED") throw new AppError("NAME_NOT_RESERVED");
  const owner = await findUserByEmail(db, input.email);
  if (!owner) throw new AppError("RELEASE_NO_ACCOUNT");
  if (owner.id === actor.id) throw new AppError("RELEASE_TO_SELF");
  const previous = await findReservedRelease(db, input.name);
  await env.DB.batch([
    upsertReservedReleaseStatement(env.DB, db, {
      name: input.name,
      userId: owner.id,
      releasedBy: actor.id,
      reason: input.reason,
      now,
    }),
    staffActionStatement(env.DB, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "release_reserved",
      target: input.name,
      before: previous ? { userId: previous.userId } : null,
      after: { userId: owner.id, email: owner.email, reason: input.reason },
      now,
    }),
  ]);
  return { name: input.name, ownerEmail: owner.email, releasedBy: actor.email, reason: input.reason, createdAt: now };
}
