import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import worker from "../../worker/index";
import type { TEmail } from "../../worker/services/outbox/email-templates";
import { deliverOutbox, MAX_ATTEMPTS } from "../../worker/services/outbox/outbox-delivery";
import { testDeps } from "../helpers/worker/deps";

afterEach(() => vi.restoreAllMocks());

const production = {
  ...env,
  ENVIRONMENT: "production",
  EMAIL_API_URL: "https://email-api.test/send",
  EMAIL_API_KEY: "test-key",
  EMAIL_FROM: "MyPin <no-reply@mypin.app>",
};

async function queue(email: TEmail, now: number, overrides: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const row = await createDb(env.DB)
    .insert(emailOutbox)
    .values({ ...email, nextAttemptAt: now, ...overrides })
    .returning()
    .get();
  return row.id;
}

const readRow = (id: number) => createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();

const resetEmail = (to: string): TEmail => ({
  to,
  template: "password-reset",
  payload: { link: "https://mypin.app/reset-password?token=t" },
});

it("posts a due e-mail to the provider as JSON with the API key and marks it sent", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("sent@example.com"), now);
  const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 202 }));

  await deliverOutbox(testDeps({ env: production, now }));

  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("https://email-api.test/send");
  expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer test-key");
  expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  expect(JSON.parse(String(init?.body))).toEqual({
    from: "MyPin <no-reply@mypin.app>",
    to: "sent@example.com",
    subject: "Reset your MyPin password",
    text: expect.stringContaining("https://mypin.app/reset-password?token=t"),
  });
  expect(await readRow(id)).toMatchObject({ status: "sent", sentAt: now, attempts: 0 });
});

it("keeps no code, token or link of an e-mail once it is delivered, nor a copy of its text outside development", async () => {
  const now = Date.now();
  const code: TEmail = {
    to: "code@example.com",
    template: "verification-code",
    payload: { code: "123456", link: "https://mypin.app/verify-email?token=secret-token" },
  };
  const ids = [await queue(code, now), await queue(resetEmail("reset@example.com"), now)];
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 202 }));
  await deliverOutbox(testDeps({ env: production, now }));
  for (const id of ids) {
    const row = await readRow(id);
    expect(row).toMatchObject({ status: "sent", payload: {}, devCopy: null });
    expect(JSON.stringify(row)).not.toMatch(/123456|secret-token|token=t/);
  }
});

it("keeps a failed e-mail pending with one attempt and retries it a minute later, not before", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("bounce@example.com"), now);
  const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 503 }));
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  await deliverOutbox(testDeps({ env: production, now }));
  expect(await readRow(id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + 60_000 });
  expect(warn).toHaveBeenCalledOnce();

  await deliverOutbox(testDeps({ env: production, now: now + 59_000 }));
  expect(fetchMock).toHaveBeenCalledOnce();

  await deliverOutbox(testDeps({ env: production, now: now + 60_000 }));
  expect(await readRow(id)).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: now + 60_000 + 300_000 });
});

// A provider that never answers: the send gives up by itself (SEND_TIMEOUT_MS), never the test.
const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));

it("gives up on a provider that never answers and keeps the e-mail pending for a retry a minute later", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("slow@example.com"), now);
  vi.spyOn(globalThis, "fetch").mockImplementation(neverAnswers);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  await deliverOutbox(testDeps({ env: production, now }));
  expect(await readRow(id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + 60_000 });
  expect(String(warn.mock.calls[0]?.[0])).toContain(`Outbox e-mail ${id} failed (attempt 1)`);
});

it("gives up after the last attempt and marks the e-mail failed", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("gone@example.com"), now, { attempts: MAX_ATTEMPTS - 1 });
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 400 }));
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await deliverOutbox(testDeps({ env: production, now }));
  expect(await readRow(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, payload: {} });
});

it("delivers on the five-minute cron", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("cron@example.com"), now);
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
  await worker.scheduled(
    createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }),
    production,
    createExecutionContext(),
  );
  expect((await readRow(id))?.status).toBe("sent");
});

it("sends nothing over the network in development, marks the e-mail delivered and keeps only its text for the dev mailbox", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("local@example.com"), now);
  const fetchMock = vi.spyOn(globalThis, "fetch");
  await deliverOutbox(testDeps({ now }));
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await readRow(id)).toMatchObject({
    status: "sent",
    payload: {},
    devCopy: { subject: "Reset your MyPin password", text: expect.stringContaining("reset-password?token=t") },
  });
});
