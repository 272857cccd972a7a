import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRefusals } from "../../domain/messages/developers";
import { apiRefusals as frenchRefusals } from "../../domain/messages/fr/developers";
import { post } from "../helpers/worker/api";
import { accountWithKey, callApi, createKey, refusalOf } from "../helpers/worker/api-keys";
import type { TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { makePin } from "../helpers/worker/pins";

afterEach(() => vi.useRealTimers());

const SITE = "https://venue.example";

type TListed = { keys: { id: string; name: string; monthlyCap: number | null; callsThisMonth: number }[] };

async function listed(browser: TBrowserSession) {
  return ((await (await browser.get("/api/me/api-keys")).json()) as TListed).keys;
}

// An account with a server key and a browser key for SITE capped at `cap` calls a month.
async function cappedAccount(cap: number) {
  const account = await accountWithKey();
  const capped = await createKey(account.browser, {
    name: "Widget",
    kind: "browser",
    origins: [SITE],
    monthlyCap: cap,
  });
  const path = `/v1/pins/${encodeURIComponent((await makePin(env.DB)).mypin)}`;
  const fromPage = () => callApi(path, { key: capped.secret, origin: SITE });
  return { ...account, capped, path, fromPage };
}

const statusesOf = async (calls: Promise<Response>[]) => (await Promise.all(calls)).map((answer) => answer.status);

describe("a key's own monthly cap", () => {
  it("refuses a copied browser key hammered past its cap until the 1st, while the account's other keys answer", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser, secret, capped, path, fromPage } = await cappedAccount(30);
    expect(capped.key).toMatchObject({ monthlyCap: 30 });
    const first = await fromPage();
    expect(first.headers.get("RateLimit")).toMatch(/^"monthly";r=29;/);

    // Many at once, so the isolate is granted leases: none may carry the key past its cap.
    expect(await statusesOf(Array.from({ length: 19 }, fromPage))).toEqual(Array(19).fill(200));
    clock.advance(10_000);
    const statuses = await statusesOf(Array.from({ length: 20 }, fromPage));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    clock.advance(10_000);
    const refused = await fromPage();
    expect(await refusalOf(refused)).toEqual({ status: 429, code: "API_KEY_CAP_REACHED", message: apiRefusals.keyCap });
    const untilDecember = 2 * 86_400 + 12 * 3_600 - 20;
    expect(refused.headers.get("Retry-After")).toBe(String(untilDecember));
    expect(refused.headers.get("RateLimit")).toMatch(/^"monthly";r=0;/);
    expect(refused.headers.get("RateLimit-Policy")).toMatch(/^"monthly";q=1000;/);

    const server = await callApi(path, { key: secret });
    expect(server.status).toBe(200);
    expect(server.headers.get("RateLimit")).toMatch(/^"monthly";r=969;/);
    const keys = await listed(browser);
    expect(keys.find((key) => key.id === capped.key.id)).toMatchObject({ monthlyCap: 30, callsThisMonth: 30 });

    clock.advance(untilDecember * 1000);
    expect((await fromPage()).status).toBe(200);
  });

  it("says so in the caller's language", async () => {
    fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { capped, path } = await cappedAccount(1);
    const headers = { "Accept-Language": "fr" };
    expect((await callApi(path, { key: capped.secret, origin: SITE, headers })).status).toBe(200);
    const refused = await callApi(path, { key: capped.secret, origin: SITE, headers });
    expect(await refusalOf(refused)).toMatchObject({ code: "API_KEY_CAP_REACHED", message: frenchRefusals.keyCap });
  });

  it("holds a cap lowered on the keys screen from the key's next call, and lifts it when removed", async () => {
    fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser, key, secret } = await accountWithKey();
    const path = await pinOf();
    for (let call = 0; call < 5; call++) expect((await callApi(path, { key: secret })).status).toBe(200);
    const lowered = await browser.patch(`/api/me/api-keys/${key.id}`, { monthlyCap: 5 });
    expect(lowered.status).toBe(200);
    expect(((await lowered.json()) as { key: { monthlyCap: number } }).key.monthlyCap).toBe(5);
    expect(await refusalOf(await callApi(path, { key: secret }))).toMatchObject({ code: "API_KEY_CAP_REACHED" });

    // Renaming leaves the cap alone; null removes it.
    expect((await browser.patch(`/api/me/api-keys/${key.id}`, { name: "Renamed" })).status).toBe(200);
    expect((await listed(browser))[0]).toMatchObject({ name: "Renamed", monthlyCap: 5 });
    expect((await browser.patch(`/api/me/api-keys/${key.id}`, { monthlyCap: null })).status).toBe(200);
    expect((await callApi(path, { key: secret })).status).toBe(200);
    expect((await listed(browser))[0]).toMatchObject({ monthlyCap: null, callsThisMonth: 6 });
  });

  it("keeps the cap through a rotation", async () => {
    const { browser, capped } = await cappedAccount(40);
    const rotated = await browser.post(`/api/me/api-keys/${capped.key.id}/rotate`, {});
    expect(((await rotated.json()) as { key: { monthlyCap: number } }).key.monthlyCap).toBe(40);
  });

  it.each([
    [0, apiRefusals.capWhole],
    [-3, apiRefusals.capWhole],
    [2.5, apiRefusals.capWhole],
    ["100", apiRefusals.capWhole],
    [1001, apiRefusals.capAbove(1000)],
  ])(
    "refuses a cap of %j with its sentence, when creating a key and when changing one",
    async (monthlyCap, message) => {
      const { browser, key } = await accountWithKey();
      const created = await browser.post("/api/me/api-keys", {
        name: "Widget",
        kind: "browser",
        origins: [SITE],
        monthlyCap,
      });
      expect(await refusalOf(created)).toEqual({ status: 400, code: "BAD_REQUEST", message });
      const changed = await browser.patch(`/api/me/api-keys/${key.id}`, { monthlyCap });
      expect(await refusalOf(changed)).toEqual({ status: 400, code: "BAD_REQUEST", message });
      expect(await listed(browser)).toHaveLength(1);
      expect((await listed(browser))[0]?.monthlyCap).toBeNull();
    },
  );

  it("words a cap above the allowance in the account's language", async () => {
    const { browser } = await accountWithKey();
    const refused = await post(
      "/api/me/api-keys",
      { name: "Widget", kind: "browser", origins: [SITE], monthlyCap: 5000 },
      { cookie: browser.jar.header(), headers: { "Accept-Language": "fr" } },
    );
    expect(await refusalOf(refused)).toMatchObject({ status: 400, message: frenchRefusals.capAbove(1000) });
  });

  it("accepts a cap of the account's whole allowance", async () => {
    const { browser, key } = await accountWithKey();
    expect((await browser.patch(`/api/me/api-keys/${key.id}`, { monthlyCap: 1000 })).status).toBe(200);
  });

  it("lets nobody cap another account's key", async () => {
    const victim = await accountWithKey();
    const { browser: attacker } = await accountWithKey();
    const refused = await attacker.patch(`/api/me/api-keys/${victim.key.id}`, { monthlyCap: 1 });
    expect(await refusalOf(refused)).toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
    const path = await pinOf();
    for (let call = 0; call < 3; call++) expect((await callApi(path, { key: victim.secret })).status).toBe(200);
  });
});

async function pinOf() {
  return `/v1/pins/${encodeURIComponent((await makePin(env.DB)).mypin)}`;
}
