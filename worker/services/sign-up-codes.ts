import type { TDb } from "../../db/client";
import { savePendingSignUp, type TPendingSignUp } from "../../db/queries/email-codes";
import { insertOutboxEmail } from "../../db/queries/outbox";
import { CODE_TTL_MS, RESEND_LOCK_MS } from "../../domain/accounts";
import { AppError } from "../errors";
import type { TEmail } from "./email-templates";
import { randomCode, randomToken, sha256 } from "./tokens";

type TSignUp = Pick<TPendingSignUp, "email" | "displayName" | "passwordHash">;

// Accounts-admin section 9: one code a minute per address.
export function assertResendAllowed(pending: TPendingSignUp | undefined, now: number) {
  if (pending && now < pending.sentAt + RESEND_LOCK_MS) {
    throw new AppError("RESEND_LOCKED");
  }
}

// A new code and link replace the old ones and reset the attempt counter. The row and the e-mail
// are written in one batch: no code without its e-mail, no e-mail for a code that was not saved.
export async function sendSignUpCode(db: TDb, origin: string, signUp: TSignUp, now: number) {
  const code = randomCode();
  const linkToken = randomToken();
  const expiresAt = now + CODE_TTL_MS;
  const email: TEmail = {
    to: signUp.email,
    template: "verification-code",
    payload: { code, link: `${origin}/verify-email?token=${linkToken}` },
  };
  await db.batch([
    savePendingSignUp(db, {
      email: signUp.email,
      displayName: signUp.displayName,
      passwordHash: signUp.passwordHash,
      purpose: "sign_up",
      codeHash: await sha256(code),
      linkTokenHash: await sha256(linkToken),
      expiresAt,
      attempts: 0,
      sentAt: now,
    }),
    insertOutboxEmail(db, email, now),
  ]);
  return { email: signUp.email, expiresAt, resendAt: now + RESEND_LOCK_MS };
}
