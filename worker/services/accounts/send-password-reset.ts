import { insertOutboxEmail } from "../../../db/queries/outbox";
import { insertPasswordReset } from "../../../db/queries/password-resets";
import { findUserByEmail } from "../../../db/queries/users";
import { RESET_TTL_MS, RESETS_SENT_PER_ACCOUNT } from "../../../domain/accounts";
import { ZEmail } from "../../../domain/schemas";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { randomToken, sha256 } from "../../platform/tokens";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";
import { takeAttempt } from "./attempt-limits";

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
