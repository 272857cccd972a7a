import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { createDb } from "../../db/client";
import { ACCOUNT_REQUEST_RETENTION_MS } from "../../db/queries/account-requests";
import { PENDING_SIGN_UP_RETENTION_MS } from "../../db/queries/tokens";
import {
  accountRequests,
  emailCodes,
  nameHolds,
  passwordResets,
  sessions,
  signInFailures,
  users,
} from "../../db/schema";
import worker from "../../worker/index";

const pendingSignUp = (email: string, expiresAt: number) => ({
  email,
  purpose: "sign_up" as const,
  codeHash: "h",
  expiresAt,
  sentAt: expiresAt - 900_000,
  displayName: "T",
  passwordHash: "x",
  linkTokenHash: `link-${email}`,
});

it("deletes long-expired sign-ups, used or expired reset tokens, dead sessions and old sign-in failures on the five-minute cron", async () => {
  const db = createDb(env.DB);
  const now = Date.now();
  const userId = crypto.randomUUID();
  await db.insert(users).values({ id: userId, email: `${userId}@example.com`, displayName: "T", passwordHash: "x" });
  await db
    .insert(emailCodes)
    .values([
      pendingSignUp("old@example.com", now - PENDING_SIGN_UP_RETENTION_MS - 1),
      pendingSignUp("lapsed@example.com", now - 1),
      pendingSignUp("new@example.com", now + 60_000),
    ]);
  await db.insert(passwordResets).values([
    { tokenHash: `expired-${userId}`, userId, expiresAt: now - 1 },
    { tokenHash: `used-${userId}`, userId, expiresAt: now + 60_000, usedAt: now - 10 },
    { tokenHash: `live-${userId}`, userId, expiresAt: now + 60_000 },
  ]);
  await db.insert(sessions).values([
    { id: `expired-${userId}`, userId, refreshHash: `a-${userId}`, expiresAt: now - 1 },
    { id: `revoked-${userId}`, userId, refreshHash: `b-${userId}`, expiresAt: now + 60_000, revokedAt: now - 10 },
    { id: `live-${userId}`, userId, refreshHash: `c-${userId}`, expiresAt: now + 60_000 },
  ]);
  await db.insert(signInFailures).values([
    { email: "old@example.com", failedAt: now - 3_600_001 },
    { email: "recent@example.com", failedAt: now - 60_000 },
  ]);

  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env);

  expect((await db.select().from(emailCodes).orderBy(emailCodes.email)).map((r) => r.email)).toEqual([
    "lapsed@example.com",
    "new@example.com",
  ]);
  expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([`live-${userId}`]);
  expect((await db.select().from(sessions)).map((r) => r.id)).toEqual([`live-${userId}`]);
  expect((await db.select().from(signInFailures)).map((r) => r.email)).toEqual(["recent@example.com"]);
});

it("deletes ended holds and request counts older than the longest window on the five-minute cron", async () => {
  const db = createDb(env.DB);
  const now = Date.now();
  await db.insert(nameHolds).values([
    { holder: "user:ended", name: "ended.hold", expiresAt: now - 1 },
    { holder: "user:live", name: "live.hold", expiresAt: now + 60_000 },
  ]);
  await db.insert(accountRequests).values([
    { key: "checkout:old", at: now - ACCOUNT_REQUEST_RETENTION_MS - 1 },
    { key: "checkout:recent", at: now - 60_000 },
  ]);

  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env);

  expect((await db.select().from(nameHolds)).map((r) => r.name)).toEqual(["live.hold"]);
  expect((await db.select().from(accountRequests)).map((r) => r.key)).toEqual(["checkout:recent"]);
});
