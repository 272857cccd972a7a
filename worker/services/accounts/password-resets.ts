import { insertOutboxEmail } from "../../../db/queries/outbox";
import { completePasswordReset, findUsableReset, insertPasswordReset } from "../../../db/queries/password-resets";
import { clearSignInFailures } from "../../../db/queries/sign-in-failures";
import { findUserByEmail } from "../../../db/queries/users";
import { RESET_TTL_MS, RESETS_SENT_PER_ACCOUNT } from "../../../domain/accounts";
import { ZEmail } from "../../../domain/schemas";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { randomToken, sha256 } from "../../platform/tokens";
import type { TEmail } from "../outbox/email-templates";
import { deliverOutbox } from "../outbox/outbox-delivery";
import { takeAttempt } from "./attempt-limits";
import { hashPassword } from "./passwords";

// A password reset: a single-use link valid for an hour. The spec's own message
// says when no account has the address, and a malformed address has none. The e-mail goes out at
// once rather than at the next outbox run; the cron retries a failure.
export async function sendPasswordReset(deps: TDeps, { email, address }: { email: string; address: string }) {
  const { env, db, now } = deps;
  const parsed = ZEmail.safeParse(email);
  const user = parsed.success ? await findUserByEmail(db, parsed.data) : undefined;
  if (!user) throw new AppError("NO_ACCOUNT");
  // Reset e-mails per account are capped per hour and day, so no one can flood an inbox.
  const attempt = { kind: "reset_sent" as const, email: user.email, ip: address };
  await takeAttempt(deps, attempt, { email: RESETS_SENT_PER_ACCOUNT }, "RESET_RATE_LIMITED");
  const token = randomToken();
  const message: TEmail = {
    to: user.email,
    template: "password-reset",
    payload: { link: `${configOf(env).PUBLIC_ORIGIN}/reset-password?token=${token}` },
  };
  await db.batch([
    insertPasswordReset(db, { tokenHash: await sha256(token), userId: user.id, expiresAt: now + RESET_TTL_MS }),
    insertOutboxEmail(db, message, now),
  ]);
  deps.waitUntil(deliverOutbox(deps));
}

// The address a usable link resets, for the form to show.
export async function checkPasswordReset(deps: TDeps, { token }: { token: string }) {
  const reset = await findUsableReset(deps.db, await sha256(token), deps.now);
  if (!reset) throw new AppError("RESET_TOKEN_INVALID");
  return { email: reset.email };
}

// Whoever held the old password is signed out everywhere: that is often why a password is reset.
// A token is looked up before the password is hashed: the route has no rate limit, and a hash
// costs far more than a read. The completion checks it again, since another request may spend it.
export async function completeReset(deps: TDeps, { token, password }: { token: string; password: string }) {
  const { db, now } = deps;
  const tokenHash = await sha256(token);
  const reset = await findUsableReset(db, tokenHash, now);
  if (!reset) throw new AppError("RESET_TOKEN_INVALID");
  const passwordHash = await hashPassword(password);
  if (!(await completePasswordReset(db, tokenHash, passwordHash, now))) throw new AppError("RESET_TOKEN_INVALID");
  // The owner just proved the address is theirs: a stranger's wrong guesses no longer slow them.
  await clearSignInFailures(db, reset.email);
}
