import { and, eq, gt, lt, sql } from "drizzle-orm";
import { MAX_CODE_ATTEMPTS } from "../../domain/accounts";
import type { TDb } from "../client";
import { emailCodes } from "../schema";

export type TPendingSignUp = typeof emailCodes.$inferSelect;

const signUpOf = (email: string) => and(eq(emailCodes.email, email), eq(emailCodes.purpose, "sign_up"));

export function findPendingSignUp(db: TDb, email: string) {
  return db.query.emailCodes.findFirst({ where: signUpOf(email) });
}

export function findPendingSignUpByLink(db: TDb, linkTokenHash: string) {
  return db.query.emailCodes.findFirst({ where: eq(emailCodes.linkTokenHash, linkTokenHash) });
}

// Not awaited here: the caller batches it with the e-mail that carries the code.
export function savePendingSignUp(db: TDb, row: typeof emailCodes.$inferInsert) {
  const { email: _email, purpose: _purpose, ...update } = row;
  return db
    .insert(emailCodes)
    .values(row)
    .onConflictDoUpdate({ target: [emailCodes.email, emailCodes.purpose], set: update });
}

// Takes one attempt before the code is compared, in one statement, so parallel guesses cannot
// share an attempt. Only the browser that started the sign-up can take one, so nobody else can
// use up the owner's attempts. Undefined when the code is expired, missing, another browser's or
// already locked.
export function claimCodeAttempt(db: TDb, email: string, browserHash: string, now: number) {
  return db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        signUpOf(email),
        eq(emailCodes.browserHash, browserHash),
        gt(emailCodes.expiresAt, now),
        lt(emailCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning()
    .get();
}
