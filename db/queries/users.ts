import { and, eq, isNull } from "drizzle-orm";
import type { TLocale } from "../../domain/locales";
import type { TDb } from "../client";
import { users } from "../schema";
import { inJsonList } from "./json-list";

export function findUserByEmail(db: TDb, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

// The language an address's account reads MyPin in, if the address has an account.
export async function accountLocale(db: TDb, email: string) {
  const row = await db.query.users.findFirst({ columns: { locale: true }, where: eq(users.email, email) });
  return row?.locale;
}

// The languages of the accounts of these addresses, in one read: a delivery's recipients.
export async function listAccountLocales(db: TDb, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, TLocale>();
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inJsonList(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.locale]));
}

export async function setAccountLocale(db: TDb, id: string, locale: TLocale) {
  await db.update(users).set({ locale }).where(eq(users.id, id));
}

export function findUserById(db: TDb, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

// Undefined when the e-mail already has an account: two verifications of one sign-up race here.
// Not awaited here: a sign-up batches it with its conversion event; a taken address fails the batch.
export function insertNewUser(db: TDb, row: typeof users.$inferInsert) {
  return db.insert(users).values(row).returning();
}

// Not awaited here: a password change batches it with the sessions it ends and its e-mail, while
// a re-hash at sign-in awaits it alone.
export function setPasswordHash(db: TDb, id: string, passwordHash: string) {
  return db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

// Sets the account's customer once; the answer is the id the account keeps (the first one written).
export async function setStripeCustomerId(db: TDb, id: string, customerId: string) {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, id), isNull(users.stripeCustomerId)));
  return (await findUserById(db, id))?.stripeCustomerId ?? null;
}

// Not awaited: fulfilment writes it in one batch with the trial's subscription.
export function markTrialUsed(db: TDb, id: string, now: number) {
  return db
    .update(users)
    .set({ trialUsedAt: now })
    .where(and(eq(users.id, id), isNull(users.trialUsedAt)));
}

// Hands the account's one trial claim from the checkout that held it (`seen`, or none) to
// `checkoutId`, in one conditional write: of two trial checkouts opened at once only one gets it,
// and none once the trial is used. False when the claim was not there to take.
export async function claimTrialCheckout(db: TDb, id: string, seen: string | null, checkoutId: string) {
  const claimed = await db
    .update(users)
    .set({ trialCheckoutId: checkoutId })
    .where(
      and(
        eq(users.id, id),
        isNull(users.trialUsedAt),
        seen === null ? isNull(users.trialCheckoutId) : eq(users.trialCheckoutId, seen),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

// A paid trial checkout that never claimed the trial (opened before claims existed) claims it now,
// if nothing else holds it; the caller then reads whose the claim is.
export async function claimUnheldTrial(db: TDb, id: string, checkoutId: string) {
  await db
    .update(users)
    .set({ trialCheckoutId: checkoutId })
    .where(and(eq(users.id, id), isNull(users.trialUsedAt), isNull(users.trialCheckoutId)));
}
