import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, vi } from "vitest";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The worker logs only unexpected errors (docs/decisions/009), so any console.error fails the test,
// and a test that expects a warning (a failed e-mail delivery) must say so with its own spy.
const consoleError = vi.spyOn(console, "error");
const consoleWarn = vi.spyOn(console, "warn");
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
  consoleError.mockClear();
  consoleWarn.mockClear();
});
