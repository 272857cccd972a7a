import type * as z from "zod";
import { savePendingSignUp, type TPendingSignUp } from "../../../db/queries/email-codes";
import { insertOutboxEmail } from "../../../db/queries/outbox";
import { CODE_TTL_MS, CODES_SENT_PER_ADDRESS, ONE_CODE_A_MINUTE, RESEND_LOCK_MS } from "../../../domain/accounts";
import type { ZCodeSent } from "../../../domain/answers/accounts";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { keyedHash } from "../../platform/keys";
import { randomCode, randomToken, sha256 } from "../../platform/tokens";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";
import { takeAttempt } from "./attempt-limits";

type TSignUp = Pick<TPendingSignUp, "email" | "displayName" | "passwordHash" | "browserHash">;

// Six digits are a million values, so a bare SHA-256 of one is reversed at once. An HMAC under a key
// derived from JWT_SECRET is not, without the secret; the address is in it so equal codes differ.
export function codeHash(secret: string, email: string, code: string) {
  return keyedHash(secret, "sign-up-code", `${email}:${code}`);
}

// One code a minute per address. This answers a resend in the spec's
// words; sendSignUpCode's count is what holds when requests arrive together.
export function assertResendAllowed(pending: TPendingSignUp | undefined, now: number) {
  if (pending && now < pending.sentAt + RESEND_LOCK_MS) {
    throw new AppError("RESEND_LOCKED");
  }
}

// A new code and link replace the old ones and reset the attempt counter. The row and the e-mail
// are written in one batch: no code without its e-mail, no e-mail for a code that was not saved.
// Codes sent to one address are capped per minute, hour and day, so no one can flood an inbox.
// The e-mail goes out at once rather than at the next outbox run; the cron retries a failure.
export async function sendSignUpCode(
  deps: TDeps,
  { signUp, address }: { signUp: TSignUp; address: string },
): Promise<z.output<typeof ZCodeSent>> {
  const { env, db, now } = deps;
  const config = configOf(env);
  const attempt = { kind: "code_sent" as const, email: signUp.email, ip: address };
  await takeAttempt(deps, attempt, { email: [ONE_CODE_A_MINUTE, ...CODES_SENT_PER_ADDRESS] }, "TOO_MANY_CODES");
  const code = randomCode();
  const linkToken = randomToken();
  const expiresAt = now + CODE_TTL_MS;
  const email: TEmail = {
    to: signUp.email,
    template: "verification-code",
    payload: { code, link: `${config.PUBLIC_ORIGIN}/verify-email?token=${linkToken}` },
    locale: deps.locale,
  };
  await db.batch([
    savePendingSignUp(db, {
      email: signUp.email,
      displayName: signUp.displayName,
      passwordHash: signUp.passwordHash,
      browserHash: signUp.browserHash,
      purpose: "sign_up",
      codeHash: await codeHash(config.JWT_SECRET, signUp.email, code),
      linkTokenHash: await sha256(linkToken),
      expiresAt,
      attempts: 0,
      sentAt: now,
    }),
    insertOutboxEmail(db, email, now),
  ]);
  deps.waitUntil(deliverOutbox(deps));
  return { email: signUp.email, expiresAt, resendAt: now + RESEND_LOCK_MS };
}
