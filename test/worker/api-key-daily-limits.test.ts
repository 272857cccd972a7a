import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_KEY_CREATIONS_PER_DAY, MAX_KEY_REVOCATIONS_PER_DAY } from "../../domain/api-keys";
import { apiRefusals } from "../../domain/messages/developers";
import { apiRefusals as dutchRefusals } from "../../domain/messages/nl/developers";
import { post } from "../helpers/worker/api";
import { createKey, refusalOf } from "../helpers/worker/api-keys";
import type { TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { signedInBuyer } from "../helpers/worker/purchase";

afterEach(() => vi.useRealTimers());

const DAY_SECONDS = 86_400;

const newKey = (browser: TBrowserSession, name: string) => browser.post("/api/me/api-keys", { name, kind: "server" });
const revoke = (browser: TBrowserSession, id: string) => browser.delete(`/api/me/api-keys/${id}`, {});
const rotate = (browser: TBrowserSession, id: string) => browser.post(`/api/me/api-keys/${id}/rotate`, {});

// Ten keys created and revoked again, as a script churning keys would: ten creations and ten
// revocations of the day spent, and no live key left.
async function churnTen(browser: TBrowserSession, round: string) {
  for (let n = 0; n < 10; n++) {
    const { key } = await createKey(browser, { name: `${round} ${n}` });
    expect((await revoke(browser, key.id)).status).toBe(204);
  }
}

describe("API keys an account may create and retire in a day", () => {
  it("refuses the 21st key created in 24 hours, in the account's language, and creates again a day later", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser } = await signedInBuyer();
    expect(MAX_KEY_CREATIONS_PER_DAY).toBe(20);
    await churnTen(browser, "Morning");
    clock.advance(3_600_000);
    for (let n = 0; n < 10; n++) expect((await newKey(browser, `Noon ${n}`)).status).toBe(201);
    const list = (await (await browser.get("/api/me/api-keys")).json()) as { keys: { id: string }[] };
    expect((await revoke(browser, list.keys[0]?.id ?? "")).status).toBe(204);

    const refused = await newKey(browser, "One too many");
    expect(await refusalOf(refused)).toEqual({
      status: 429,
      code: "API_KEY_CREATIONS_LIMITED",
      message: apiRefusals.creationsPerDay,
    });
    // The first of the day's creations leaves the window an hour earlier than a day from now.
    expect(Number(refused.headers.get("Retry-After"))).toBe(DAY_SECONDS - 3_600);
    const dutch = await post(
      "/api/me/api-keys",
      { name: "Nog een", kind: "server" },
      { cookie: browser.jar.header(), headers: { "Accept-Language": "nl" } },
    );
    expect((await refusalOf(dutch)).message).toBe(dutchRefusals.creationsPerDay);
    const after = (await (await browser.get("/api/me/api-keys")).json()) as { keys: unknown[] };
    expect(after.keys).toHaveLength(9);

    clock.advance(DAY_SECONDS * 1000);
    expect((await newKey(browser, "Next day")).status).toBe(201);
  });

  it("refuses the 21st rotation or revocation in 24 hours, and counts the two together", async () => {
    fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser } = await signedInBuyer();
    expect(MAX_KEY_REVOCATIONS_PER_DAY).toBe(20);
    await churnTen(browser, "Churned");
    const { key } = await createKey(browser, { name: "Kept" });
    for (let n = 0; n < 10; n++) expect((await rotate(browser, key.id)).status).toBe(200);

    const refusedRotation = await rotate(browser, key.id);
    expect(await refusalOf(refusedRotation)).toEqual({
      status: 429,
      code: "API_KEY_REVOCATIONS_LIMITED",
      message: apiRefusals.revocationsPerDay,
    });
    expect(Number(refusedRotation.headers.get("Retry-After"))).toBeGreaterThan(DAY_SECONDS - 60);
    expect(await refusalOf(await revoke(browser, key.id))).toMatchObject({ code: "API_KEY_REVOCATIONS_LIMITED" });
    const list = (await (await browser.get("/api/me/api-keys")).json()) as { keys: { id: string }[] };
    expect(list.keys.map(({ id }) => id)).toEqual([key.id]);
  });

  it("counts each account alone", async () => {
    fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser: busy } = await signedInBuyer();
    await churnTen(busy, "First");
    await churnTen(busy, "Second");
    expect((await newKey(busy, "Refused")).status).toBe(429);
    const { browser: other } = await signedInBuyer();
    expect((await newKey(other, "Mine")).status).toBe(201);
  });
});
