import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import worker from "../../worker/index";
import { deliverOutbox } from "../../worker/services/outbox/deliver-outbox";
import type { TEmail } from "../../worker/services/outbox/email-templates";
import { MAX_ATTEMPTS } from "../../worker/services/outbox/outbox-delivery";
import { testDeps } from "../helpers/worker/deps";

afterEach(() => vi.restoreAllMocks());

// Production as deployed: EMAIL_API_URL unset, so e-mails go to Resend's send call.
const production = {
  ...env,
  ENVIRONMENT: "production",
  EMAIL_API_KEY: "re_test_key",
  EMAIL_FROM: "MyPin <no-reply@mypin.app>",
};

const RESEND = "https://api.resend.com/";

// Resend answers as `answer` does; any other host is reached as it would be.
function resendAnswers(answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const realFetch = globalThis.fetch;
  const spy = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation((input, init) =>
      new Request(input).url.startsWith(RESEND) ? answer(input, init) : realFetch(input, init),
    );
  return () => spy.mock.calls.filter(([input]) => new Request(input).url.startsWith(RESEND));
}

const accepted = async () => Response.json({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });

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

it("posts a due e-mail to Resend's send call in Resend's own fields, with the API key, and marks it sent", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("sent@example.com"), now);
  const sent = resendAnswers(accepted);

  await deliverOutbox(testDeps({ env: production, now }));

  expect(sent()).toHaveLength(1);
  const [url, init] = sent()[0] ?? [];
  expect(url).toBe("https://api.resend.com/emails");
  expect(init?.method).toBe("POST");
  expect(Object.fromEntries(new Headers(init?.headers))).toEqual({
    authorization: "Bearer re_test_key",
    "content-type": "application/json",
    "user-agent": "MyPin/1.0 (+https://mypin.app)",
  });
  const body = JSON.parse(String(init?.body));
  expect(body).toEqual({
    from: "MyPin <no-reply@mypin.app>",
    to: "sent@example.com",
    subject: "Reset your MyPin password",
    text: expect.stringContaining("https://mypin.app/reset-password?token=t"),
  });
  expect(body).not.toHaveProperty("reply_to");
  expect(await readRow(id)).toMatchObject({ status: "sent", sentAt: now, attempts: 0 });
});

it("gives Resend a contact message's sender as its reply_to, so support's reply reaches the sender", async () => {
  const now = Date.now();
  const sender = "visitor@example.com";
  const id = await queue(
    {
      to: "support@mypin.app",
      template: "contact",
      payload: { email: sender, subject: "My pin moved", message: "Hello there." },
    },
    now,
  );
  const sent = resendAnswers(accepted);

  await deliverOutbox(testDeps({ env: production, now }));

  const [url, init] = sent()[0] ?? [];
  expect(url).toBe("https://api.resend.com/emails");
  expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer re_test_key");
  expect(JSON.parse(String(init?.body))).toEqual({
    from: "MyPin <no-reply@mypin.app>",
    to: "support@mypin.app",
    subject: "Contact form: My pin moved",
    text: `From: ${sender}\n\nHello there.`,
    reply_to: sender,
  });
  expect(await readRow(id)).toMatchObject({ status: "sent" });
});

it("keeps no code, token or link of an e-mail once it is delivered, nor a copy of its text outside development", async () => {
  const now = Date.now();
  const code: TEmail = {
    to: "code@example.com",
    template: "verification-code",
    payload: { code: "123456", link: "https://mypin.app/verify-email?token=secret-token" },
  };
  const ids = [await queue(code, now), await queue(resetEmail("reset@example.com"), now)];
  resendAnswers(accepted);
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
  const sent = resendAnswers(async () => Response.json({ name: "internal_server_error" }, { status: 503 }));
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  await deliverOutbox(testDeps({ env: production, now }));
  expect(await readRow(id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + 60_000 });
  expect(warn).toHaveBeenCalledOnce();
  expect(String(warn.mock.calls[0]?.[0])).toContain("Resend answered 503");

  await deliverOutbox(testDeps({ env: production, now: now + 59_000 }));
  expect(sent()).toHaveLength(1);

  await deliverOutbox(testDeps({ env: production, now: now + 60_000 }));
  expect(await readRow(id)).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: now + 60_000 + 300_000 });
});

// A provider that never answers: the send gives up by itself (SEND_TIMEOUT_MS), never the test.
const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));

it("gives up on a provider that never answers and keeps the e-mail pending for a retry a minute later", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("slow@example.com"), now);
  resendAnswers(neverAnswers);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  await deliverOutbox(testDeps({ env: production, now }));
  expect(await readRow(id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: now + 60_000 });
  expect(String(warn.mock.calls[0]?.[0])).toContain(`Outbox e-mail ${id} failed (attempt 1)`);
});

it("sends one e-mail at a time and, when Resend asks to slow down, holds the rest as long as it says, spending no attempt", async () => {
  const now = Date.now();
  const ids = [];
  for (const to of ["first@example.com", "second@example.com", "third@example.com"])
    ids.push(await queue(resetEmail(to), now));
  let inFlight = 0;
  let mostInFlight = 0;
  const sent = resendAnswers(async () => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 10));
    inFlight -= 1;
    return sent().length === 1
      ? accepted()
      : Response.json({ name: "rate_limit_exceeded" }, { status: 429, headers: { "Retry-After": "2" } });
  });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  await deliverOutbox(testDeps({ env: production, now }));
  expect(sent()).toHaveLength(2);
  expect(mostInFlight).toBe(1);
  const rows = await Promise.all(ids.map(readRow));
  expect(rows.map((row) => row?.status)).toEqual(["sent", "pending", "pending"]);
  for (const row of rows.slice(1)) expect(row).toMatchObject({ attempts: 0, nextAttemptAt: now + 2_000 });
  expect(warn).toHaveBeenCalledOnce();
  expect(String(warn.mock.calls[0]?.[0])).toContain("the provider asked to slow down");
});

it("gives up after the last attempt and marks the e-mail failed", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("gone@example.com"), now, { attempts: MAX_ATTEMPTS - 1 });
  resendAnswers(async () => Response.json({ name: "validation_error" }, { status: 422 }));
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await deliverOutbox(testDeps({ env: production, now }));
  expect(await readRow(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, payload: {} });
});

it("delivers on the five-minute cron", async () => {
  const now = Date.now();
  const id = await queue(resetEmail("cron@example.com"), now);
  resendAnswers(accepted);
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
