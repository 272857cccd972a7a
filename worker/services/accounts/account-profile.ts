import { createDb } from "../../../db/client";
import { insertOutboxEmail } from "../../../db/queries/outbox";
import { revokeOtherSessions } from "../../../db/queries/sessions";
import { clearSignInFailures } from "../../../db/queries/sign-in-failures";
import { findUserById, setPasswordHash } from "../../../db/queries/users";
import type { TMe } from "../../../domain/accounts";
import { configOf } from "../../config";
import type { Env, TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TEmail } from "../outbox/email-templates";
import { rolesOf } from "./account-roles";
import { assertPasswordAttempt } from "./password-attempts";
import { hashPassword, verifyPassword } from "./passwords";

// Read from D1 rather than the token, so a new display name or role shows at once.
export async function currentAccount(env: Env, user: TSessionUser, now: number): Promise<TMe> {
  const account = await findUserById(createDb(env.DB), user.id);
  if (!account) throw new AppError("UNAUTHENTICATED");
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName,
    roles: await rolesOf(env, account, now),
  };
}

type TPasswordChange = { currentPassword: string; newPassword: string; address: string };

// Change password, ours rather than the spec's (docs/decisions/022). The current password is asked
// for again (a session left open is not enough), and a wrong one counts against the account exactly
// as a failed sign-in does. The new hash, the end of every other session and the owner's e-mail
// are one batch.
export async function changePassword(env: Env, user: TSessionUser, change: TPasswordChange, now: number) {
  const db = createDb(env.DB);
  const account = await findUserById(db, user.id);
  if (!account) throw new AppError("UNAUTHENTICATED");
  const { address } = change;
  await assertPasswordAttempt(env, { email: account.email, address, now }, "PASSWORD_CHANGE_RATE_LIMITED");
  if (!(await verifyPassword(change.currentPassword, account.passwordHash))) {
    throw new AppError("CURRENT_PASSWORD_INCORRECT");
  }
  await clearSignInFailures(db, account.email, address);
  const notice: TEmail = {
    to: account.email,
    template: "password-changed",
    payload: { changedAt: now, link: `${configOf(env).PUBLIC_ORIGIN}/?page=auth` },
  };
  await db.batch([
    setPasswordHash(db, account.id, await hashPassword(change.newPassword)),
    revokeOtherSessions(db, account.id, user.sessionId, now),
    insertOutboxEmail(db, notice, now),
  ]);
}
