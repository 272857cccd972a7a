import { env } from "cloudflare:workers";
import { desc, eq, getTableColumns } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "../../../db/client";
import { emailOutbox, userRoles, users } from "../../../db/schema";
import type { TRole } from "../../../domain/accounts";
import { hashPassword } from "../../../worker/services/accounts/passwords";
import { mailboxText } from "../../../worker/services/outbox/dev-mailbox";
import { uniqueEmail, uniqueIp } from "../unique";
import { post } from "./api";
import { browserSession } from "./browser-session";

export const PASSWORD = "Correct-Horse-9";

// Starts a sign-up as the auth screen does, from a visitor of its own.
export function signUp(email: string, ip = uniqueIp()) {
  return post("/api/auth/sign-up", { displayName: "Ada Lovelace", email, password: PASSWORD }, { ip });
}

// The same from a browser that keeps the sign-up's cookie, which verifying the code needs.
export async function signUpInBrowser(email: string, password = PASSWORD, browser = browserSession()) {
  const response = await browser.post("/api/auth/sign-up", { displayName: "Ada Lovelace", email, password });
  return { browser, response };
}

type TUserOptions = { email?: string; password?: string; roles?: { role: TRole; expiresAt?: number }[] };

// A verified account straight in D1, for tests about what happens after sign-up.
export async function makeUser(d1: D1Database, options: TUserOptions = {}) {
  const db = createDb(d1);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const id = crypto.randomUUID();
  await db
    .insert(users)
    .values({ id, email, displayName: "Test User", passwordHash: await hashPassword(password), emailVerified: true });
  for (const grant of options.roles ?? []) {
    await db.insert(userRoles).values({ userId: id, role: grant.role, expiresAt: grant.expiresAt ?? null });
  }
  return { id, email, password };
}

export async function signedInAs(user: { email: string; password: string }, ip?: string) {
  const browser = browserSession(ip);
  const response = await browser.post("/api/auth/sign-in", { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return browser;
}

// A staff member signed in, as every staff route's test needs one.
export async function signedInStaff(role: TRole) {
  const user = await makeUser(env.DB, { roles: [{ role }] });
  return { user, browser: await signedInAs(user) };
}

// The newest e-mail to an address as its reader sees it: the text of the delivered copy (delivery
// empties the outbox payload) or of the pending row, whichever the outbox holds at that moment.
export async function latestEmailTo(d1: D1Database, to: string) {
  const row = await createDb(d1)
    .select({ ...getTableColumns(emailOutbox), accountLocale: users.locale })
    .from(emailOutbox)
    .leftJoin(users, eq(users.email, emailOutbox.to))
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .get();
  return row && { ...row, ...mailboxText(row) };
}

// The first link to a path of MyPin's in an e-mail's text, and its token.
export function linkIn(text: string, path: string) {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(text)?.[0];
  if (link === undefined) throw new Error(`No ${path} link in the e-mail`);
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
}

// The code and link of the newest verification e-mail, read as a person would read the e-mail.
export async function latestCode(d1: D1Database, to: string) {
  const email = await latestEmailTo(d1, to);
  const code = email && /verification code is (\d{6})/.exec(email.text)?.[1];
  if (!email || code === undefined) throw new Error(`No verification code e-mailed to ${to}`);
  return { code, ...linkIn(email.text, "/verify-email") };
}
