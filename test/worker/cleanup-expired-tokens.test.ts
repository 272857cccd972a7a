import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../../db/client";
import { ACCOUNT_REQUEST_RETENTION_MS } from "../../db/queries/account-requests";
import { PENDING_SIGN_UP_RETENTION_MS } from "../../db/queries/tokens";
import {
  accountRequests,
  authAttempts,
  emailCodes,
  emailOutbox,
  mypins,
  nameHolds,
  passwordResets,
  pinFormerNames,
  pinSearchDays,
  sessions,
  signInFailures,
  users,
} from "../../db/schema";
import { utcDay } from "../../domain/analytics";
import { DAY_MS } from "../../domain/lifecycle";
import { SEARCH_HISTORY_DAYS } from "../../domain/search-counts";
import { IDLE_TIMEOUT_MS } from "../../domain/sessions";
import worker from "../../worker/index";
import { makePin } from "../helpers/worker/pins";

const pendingSignUp = (email: string, expiresAt: number) => ({
  email,
  purpose: "sign_up" as const,
  codeHash: "h",
  expiresAt,
  sentAt: expiresAt - 900_000,
  displayName: "T",
  passwordHash: "x",
  linkTokenHash: `link-${email}`,
  browserHash: "b",
});

it("deletes long-expired sign-ups, used or expired reset tokens, expired, idle or revoked sessions and old sign-in failures on the five-minute cron", async () => {
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
    { id: `expired-${userId}`, userId, refreshHash: `a-${userId}`, expiresAt: now - 1, lastUsedAt: now - 60_000 },
    {
      id: `revoked-${userId}`,
      userId,
      refreshHash: `b-${userId}`,
      expiresAt: now + 60_000,
      lastUsedAt: now - 60_000,
      revokedAt: now - 10,
    },
    {
      id: `idle-${userId}`,
      userId,
      refreshHash: `d-${userId}`,
      expiresAt: now + 60_000,
      lastUsedAt: now - IDLE_TIMEOUT_MS - 1,
    },
    { id: `live-${userId}`, userId, refreshHash: `c-${userId}`, expiresAt: now + 60_000, lastUsedAt: now - 60_000 },
  ]);
  await db.insert(signInFailures).values([
    { email: "old@example.com", failedAt: now - 3_600_001 },
    { email: "recent@example.com", failedAt: now - 60_000 },
  ]);

  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    env,
    createExecutionContext(),
  );

  expect((await db.select().from(emailCodes).orderBy(emailCodes.email)).map((r) => r.email)).toEqual([
    "lapsed@example.com",
    "new@example.com",
  ]);
  expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual([`live-${userId}`]);
  expect((await db.select().from(sessions)).map((r) => r.id)).toEqual([`live-${userId}`]);
  expect((await db.select().from(signInFailures)).map((r) => r.email)).toEqual(["recent@example.com"]);
});

it("deletes counted attempts older than a day, and delivered or given-up e-mails 30 days after they settled", async () => {
  const db = createDb(env.DB);
  const now = Date.now();
  const tag = crypto.randomUUID();
  await db.insert(authAttempts).values([
    { kind: "code_try", email: `old-${tag}`, ip: "", at: now - 86_400_001 },
    { kind: "code_sent", email: `day-${tag}`, ip: "", at: now - 86_000_000 },
  ]);
  const day = 86_400_000;
  const email = (to: string, row: Partial<typeof emailOutbox.$inferInsert>) => ({
    to: `${to}-${tag}@example.com`,
    template: "password-reset",
    payload: {},
    nextAttemptAt: now,
    ...row,
  });
  await db
    .insert(emailOutbox)
    .values([
      email("sent-old", { status: "sent", createdAt: now - 40 * day, sentAt: now - 30 * day - 1 }),
      email("sent-late", { status: "sent", createdAt: now - 40 * day, sentAt: now - 29 * day }),
      email("failed-old", { status: "failed", createdAt: now - 30 * day - 1 }),
      email("pending-old", { status: "pending", createdAt: now - 40 * day }),
    ]);

  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    env,
    createExecutionContext(),
  );

  const attempts = await db
    .select()
    .from(authAttempts)
    .where(like(authAttempts.email, `%-${tag}`));
  expect(attempts.map((row) => row.email)).toEqual([`day-${tag}`]);
  const emails = await db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.to, `%-${tag}@example.com`));
  expect(emails.map((row) => row.to).sort()).toEqual([
    `pending-old-${tag}@example.com`,
    `sent-late-${tag}@example.com`,
  ]);
});

it("deletes searches per day older than the 30 days the charts show, keeping the totals", async () => {
  const db = createDb(env.DB);
  const now = Date.now();
  const pin = await makePin(env.DB, { searchCount: 9 });
  const day = (ago: number) => utcDay(now - ago * DAY_MS);
  await db.insert(pinSearchDays).values([
    { pinId: pin.id, day: day(SEARCH_HISTORY_DAYS - 1), count: 4 },
    { pinId: pin.id, day: day(SEARCH_HISTORY_DAYS), count: 5 },
  ]);
  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    env,
    createExecutionContext(),
  );
  const kept = await db.select().from(pinSearchDays).where(eq(pinSearchDays.pinId, pin.id));
  expect(kept).toEqual([{ pinId: pin.id, day: day(SEARCH_HISTORY_DAYS - 1), count: 4 }]);
  expect((await db.select().from(mypins).where(eq(mypins.id, pin.id)))[0]?.searchCount).toBe(9);
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

  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    env,
    createExecutionContext(),
  );

  expect((await db.select().from(nameHolds)).map((r) => r.name)).toEqual(["live.hold"]);
  expect((await db.select().from(accountRequests)).map((r) => r.key)).toEqual(["checkout:recent"]);
});

it("deletes former names past their 90 days on the five-minute cron, and keeps the live ones", async () => {
  const db = createDb(env.DB);
  const now = Date.now();
  const pin = await makePin(env.DB);
  await db.insert(pinFormerNames).values([
    { mypin: `${pin.mypin} ended`, skeleton: `${pin.skeleton} ended`, pinId: pin.id, until: now - 1 },
    { mypin: `${pin.mypin} live`, skeleton: `${pin.skeleton} live`, pinId: pin.id, until: now + DAY_MS },
  ]);

  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    env,
    createExecutionContext(),
  );

  const kept = await db.select().from(pinFormerNames).where(eq(pinFormerNames.pinId, pin.id));
  expect(kept.map((row) => row.mypin)).toEqual([`${pin.mypin} live`]);
});
