import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import worker from "../../worker/index";
import { deliverOutbox } from "../../worker/services/outbox/deliver-outbox";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { latestCode, latestEmailTo, PASSWORD } from "../helpers/worker/accounts";
import { get, post } from "../helpers/worker/api";
import { testDeps } from "../helpers/worker/deps";

it("lists outbox e-mails newest first, each an article named by recipient and subject, with its code and link", async () => {
  const email = uniqueEmail("mailbox");
  await post("/api/auth/sign-up", { displayName: "Ada", email, password: PASSWORD }, { ip: uniqueIp() });
  const { code, token } = await latestCode(env.DB, email);

  const response = await get("/dev/mailbox");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  const page = await response.text();
  const article = `<article aria-label="Email to ${email}: Your MyPin verification code">`;
  expect(page).toContain(article);
  expect(page).toContain(`Your MyPin verification code is ${code}.`);
  expect(page).toContain(`<a href="http://mypin.test/verify-email?token=${token}">`);
});

it("still shows a delivered e-mail's code and link, from the copy development delivery keeps, while the outbox payload is empty", async () => {
  const email = uniqueEmail("delivered");
  await post("/api/auth/sign-up", { displayName: "Ada", email, password: PASSWORD }, { ip: uniqueIp() });
  const { code, token } = await latestCode(env.DB, email);
  // Delivered by the sign-up's own waitUntil or, if that has not run yet, here.
  await deliverOutbox(testDeps());
  await vi.waitFor(async () =>
    expect(await latestEmailTo(env.DB, email)).toMatchObject({ status: "sent", payload: {} }),
  );

  const page = await (await get("/dev/mailbox")).text();
  expect(page).toContain(`Your MyPin verification code is ${code}.`);
  expect(page).toContain(`<a href="http://mypin.test/verify-email?token=${token}">`);
});

it("shows an e-mail settled without a copy (before copies were kept) as cleared, not as its template's blanks", async () => {
  const to = uniqueEmail("settled");
  await createDb(env.DB)
    .insert(emailOutbox)
    .values({ to, template: "verification-code", payload: {}, status: "sent", nextAttemptAt: Date.now() });
  const page = await (await get("/dev/mailbox")).text();
  expect(page).toContain(`<article aria-label="Email to ${to}: (verification-code)">`);
  expect(page).toContain("Its content was cleared when it was delivered or given up.");
});

it("shows what visitors wrote as text, never as markup", async () => {
  const payload = { email: "visitor@example.com", subject: "Hi", message: "<script>alert(1)</script>" };
  await createDb(env.DB)
    .insert(emailOutbox)
    .values({ to: "support@mypin.app", template: "contact", payload, nextAttemptAt: Date.now() });
  const page = await (await get("/dev/mailbox")).text();
  expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(page).not.toContain("<script>");
  expect(page).toContain("<dt>Reply-To</dt><dd>visitor@example.com</dd>");
});

it("puts the newest e-mail first", async () => {
  const first = uniqueEmail("older");
  const second = uniqueEmail("newer");
  await post("/api/auth/sign-up", { displayName: "A", email: first, password: PASSWORD }, { ip: uniqueIp() });
  await post("/api/auth/sign-up", { displayName: "B", email: second, password: PASSWORD }, { ip: uniqueIp() });
  const page = await (await get("/dev/mailbox")).text();
  expect(page.indexOf(`Email to ${second}`)).toBeLessThan(page.indexOf(`Email to ${first}`));
});

// Production needs its e-mail provider configured, or every request answers 503 instead.
it("does not exist outside development", async () => {
  const production = {
    ...env,
    ENVIRONMENT: "production",
    EMAIL_API_URL: "https://email-api.test/send",
    EMAIL_API_KEY: "test-key",
  };
  const response = await worker.fetch(
    new Request("http://mypin.test/dev/mailbox"),
    production,
    createExecutionContext(),
  );
  expect(response.status).toBe(404);
});
