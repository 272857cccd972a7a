import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "../../../db/client";
import { emailOutbox, userRoles, users } from "../../../db/schema";
import type { TRole } from "../../../domain/accounts";
import { hashPassword } from "../../../worker/services/passwords";
import { uniqueEmail, uniqueIp } from "../unique";
import { post } from "./api";
import { browserSession } from "./browser-session";

export const PASSWORD = "Correct-Horse-9";

// Starts a sign-up as the auth screen does, from a visitor of its own.
export function signUp(email: string, ip = uniqueIp()) {
  return post("/api/auth/sign-up", { displayName: "Ada Lovelace", email, password: PASSWORD }, { ip });
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

export async function signedInAs(user: { email: string; password: string }) {
  const browser = browserSession();
  const response = await browser.post("/api/auth/sign-in", { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return browser;
}

export async function latestEmailTo(d1: D1Database, to: string) {
  return createDb(d1).select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).get();
}

// The code and link of the newest verification e-mail, read from the outbox as a person would read the e-mail.
export async function latestCode(d1: D1Database, to: string) {
  const email = await latestEmailTo(d1, to);
  const payload = email?.payload as { code: string; link: string } | undefined;
  if (!payload) throw new Error(`No e-mail to ${to}`);
  return { code: payload.code, token: new URL(payload.link).searchParams.get("token") ?? "" };
}
