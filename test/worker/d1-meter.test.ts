import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { createDb } from "../../db/client";
import { contactMessages } from "../../db/schema";
import worker from "../../worker/index";
import { meteredEnv } from "../../worker/platform/d1-meter";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { signUp } from "../helpers/worker/accounts";
import { clientFrom } from "../helpers/worker/api";

async function meter() {
  const response = await clientFrom().dev["d1-meter"].$get();
  expect(response.status).toBe(200);
  return (await response.json()).rowsWritten;
}

const insertMessage = (d1: D1Database, email: string) =>
  d1.prepare("INSERT INTO contact_messages (email, subject, message) VALUES (?, 'Meter', 'Counted')").bind(email);

it("adds up the rows D1 reports written by run, batch and a drizzle write that returns its row", async () => {
  const d1 = meteredEnv(env).DB;
  const start = await meter();

  const single = await insertMessage(d1, uniqueEmail("run")).run();
  expect(single.meta.rows_written).toBeGreaterThan(0);
  expect(await meter()).toBe(start + single.meta.rows_written);

  const batch = await d1.batch([insertMessage(d1, uniqueEmail("a")), insertMessage(d1, uniqueEmail("b"))]);
  const batchRows = batch.reduce((total, result) => total + result.meta.rows_written, 0);
  expect(await meter()).toBe(start + single.meta.rows_written + batchRows);

  const email = uniqueEmail("returning");
  const beforeReturning = await meter();
  const row = await createDb(d1)
    .insert(contactMessages)
    .values({ email, subject: "Meter", message: "Returned" })
    .returning()
    .get();
  expect(row).toMatchObject({ email, subject: "Meter", message: "Returned" });
  expect(await meter()).toBeGreaterThan(beforeReturning);
});

it("counts no rows for a read", async () => {
  const d1 = meteredEnv(env).DB;
  const start = await meter();
  const { results } = await d1.prepare("SELECT id FROM contact_messages").all();
  await d1.prepare("SELECT id FROM contact_messages").raw();
  expect(Array.isArray(results)).toBe(true);
  expect(await meter()).toBe(start);
});

it("counts the writes a request makes through the worker's own binding", async () => {
  const start = await meter();
  expect((await signUp(uniqueEmail("metered"), uniqueIp())).status).toBe(200);
  expect(await meter()).toBeGreaterThan(start);
});

// Production needs its e-mail provider configured, or every request answers 503 instead.
it("neither wraps the binding nor answers the meter outside development", async () => {
  const production = {
    ...env,
    ENVIRONMENT: "production",
    EMAIL_API_URL: "https://email-api.test/send",
    EMAIL_API_KEY: "test-key",
  };
  expect(meteredEnv(production)).toBe(production);
  const response = await worker.fetch(
    new Request("http://mypin.test/dev/d1-meter"),
    production,
    createExecutionContext(),
  );
  expect(response.status).toBe(404);
});
