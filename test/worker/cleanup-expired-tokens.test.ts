import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { createDb } from "../../db/client";
import { emailCodes, passwordResets, sessions, users } from "../../db/schema";
import worker from "../../worker/index";

it("deletes expired codes, used or expired reset tokens and dead sessions on the five-minute cron", async () => {
  const db = createDb(env.DB);
  const now = Date.now();
  const userId = crypto.randomUUID();
  await db.insert(users).values({ id: userId, email: `${userId}@example.com`, displayName: "T", passwordHash: "x" });
  await db.insert(emailCodes).values([
    { email: "old@example.com", purpose: "sign_up", codeHash: "h", expiresAt: now - 1, sentAt: now - 901_000 },
    { email: "new@example.com", purpose: "sign_up", codeHash: "h", expiresAt: now + 60_000, sentAt: now },
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

  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env);

  expect((await db.select().from(emailCodes)).map((r) => r.email)).toEqual(["new@example.com"]);
  expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([`live-${userId}`]);
  expect((await db.select().from(sessions)).map((r) => r.id)).toEqual([`live-${userId}`]);
});
