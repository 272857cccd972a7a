import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { apiKeys } from "../../db/schema";
import { apiRefusals as germanRefusals } from "../../domain/messages/de/developers";
import { apiRefusals } from "../../domain/messages/developers";
import { sha256 } from "../../worker/platform/tokens";
import { post } from "../helpers/worker/api";
import { accountWithKey, callApi, createKey, refusalOf } from "../helpers/worker/api-keys";
import { makePin } from "../helpers/worker/pins";
import { signedInBuyer } from "../helpers/worker/purchase";

const rowOf = (id: string) => createDb(env.DB).query.apiKeys.findFirst({ where: eq(apiKeys.id, id) });

describe("an account's API keys", () => {
  it("shows a new key once and keeps only its hash; the key then answers by either header", async () => {
    const { browser, key, secret } = await accountWithKey();
    expect(secret).toMatch(/^mp_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: "Deliveries", kind: "server", origins: [], hint: secret.slice(-4) });

    const row = await rowOf(key.id);
    expect(row?.keyHash).toBe(await sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await browser.get("/api/me/api-keys");
    expect(await listed.text()).not.toContain(secret);

    const pin = await makePin(env.DB);
    const path = `/v1/pins/${encodeURIComponent(pin.mypin)}`;
    expect((await callApi(path, { key: secret })).status).toBe(200);
    expect((await callApi(path, { key: secret, header: "x-api-key" })).status).toBe(200);
  });

  it("lists live keys with their calls this month, renames them, and answers the month's use by day", async () => {
    const { browser, key, secret } = await accountWithKey();
    const second = await createKey(browser, { name: "Website", kind: "browser", origins: ["https://venue.example/"] });
    expect(second.key.origins).toEqual(["https://venue.example"]);
    const pin = await makePin(env.DB);
    for (let call = 0; call < 3; call++) await callApi(`/v1/pins/${encodeURIComponent(pin.mypin)}`, { key: secret });

    const renamed = await browser.patch(`/api/me/api-keys/${key.id}`, { name: "  Drivers app " });
    expect(renamed.status).toBe(200);
    const list = (await (await browser.get("/api/me/api-keys")).json()) as {
      keys: { id: string; name: string; callsThisMonth: number }[];
      usage: { quota: number; used: number; month: string; days: { day: string; calls: number }[] };
    };
    expect(list.keys.map(({ name, callsThisMonth }) => ({ name, callsThisMonth }))).toEqual([
      { name: "Drivers app", callsThisMonth: 3 },
      { name: "Website", callsThisMonth: 0 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(list.usage).toEqual({ month: today.slice(0, 7), quota: 1000, used: 3, days: [{ day: today, calls: 3 }] });
  });

  it("rotates a key: the old secret is refused at once, the new one answers, the key and its calls stay", async () => {
    const { browser, key, secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    const path = `/v1/pins/${encodeURIComponent(pin.mypin)}`;
    expect((await callApi(path, { key: secret })).status).toBe(200);

    const rotated = await browser.post(`/api/me/api-keys/${key.id}/rotate`, {});
    expect(rotated.status).toBe(200);
    const fresh = (await rotated.json()) as { key: { id: string; callsThisMonth: number }; secret: string };
    expect(fresh.key).toMatchObject({ id: key.id, callsThisMonth: 1 });
    expect(fresh.secret).not.toBe(secret);

    expect(await refusalOf(await callApi(path, { key: secret }))).toEqual({
      status: 401,
      code: "API_KEY_REVOKED",
      message: apiRefusals.keyRevoked,
    });
    expect((await callApi(path, { key: fresh.secret })).status).toBe(200);
  });

  it("revokes a key: refused at once, gone from the list", async () => {
    const { browser, key, secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    const path = `/v1/pins/${encodeURIComponent(pin.mypin)}`;
    expect((await callApi(path, { key: secret })).status).toBe(200);

    expect((await browser.delete(`/api/me/api-keys/${key.id}`, {})).status).toBe(204);
    expect(await refusalOf(await callApi(path, { key: secret }))).toMatchObject({
      status: 401,
      code: "API_KEY_REVOKED",
    });
    const list = (await (await browser.get("/api/me/api-keys")).json()) as { keys: unknown[] };
    expect(list.keys).toEqual([]);
    expect((await browser.delete(`/api/me/api-keys/${key.id}`, {})).status).toBe(404);
  });

  it("refuses another account's key to be renamed, rotated or revoked, as if it did not exist", async () => {
    const victim = await accountWithKey();
    const { browser: attacker } = await signedInBuyer();
    const id = victim.key.id;
    for (const response of [
      await attacker.patch(`/api/me/api-keys/${id}`, { name: "mine" }),
      await attacker.post(`/api/me/api-keys/${id}/rotate`, {}),
      await attacker.delete(`/api/me/api-keys/${id}`, {}),
    ]) {
      expect(await refusalOf(response)).toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
    }
    const pin = await makePin(env.DB);
    expect((await callApi(`/v1/pins/${encodeURIComponent(pin.mypin)}`, { key: victim.secret })).status).toBe(200);
    expect((await rowOf(id))?.name).toBe("Deliveries");
  });

  it("needs a signed-in account, and refuses a key request from another website", async () => {
    const anonymous = await callApi("/api/me/api-keys");
    expect(anonymous.status).toBe(401);
    const { browser } = await signedInBuyer();
    const forged = await post(
      "/api/me/api-keys",
      { name: "x", kind: "server" },
      { cookie: browser.jar.header(), headers: { Origin: "https://evil.example" } },
    );
    expect(await refusalOf(forged)).toMatchObject({ status: 403, code: "FORBIDDEN_ORIGIN" });
    const list = (await (await browser.get("/api/me/api-keys")).json()) as { keys: unknown[] };
    expect(list.keys).toEqual([]);
  });

  it("caps an account at 10 live keys, also when they are asked for at once", async () => {
    const { browser } = await signedInBuyer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => browser.post("/api/me/api-keys", { name: `Key ${n}`, kind: "server" })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(2);
    expect(await refusalOf(refused[0] as Response)).toEqual({
      status: 409,
      code: "API_KEY_LIMIT",
      message: apiRefusals.keyLimit,
    });
  });

  it.each([
    [{ name: "", kind: "server" }, apiRefusals.nameRequired],
    [{ name: "x".repeat(61), kind: "server" }, apiRefusals.nameTooLong],
    [{ name: "Site", kind: "browser", origins: [] }, apiRefusals.websiteRequired],
    [{ name: "Site", kind: "browser", origins: ["venue.example"] }, apiRefusals.websiteInvalid],
    [{ name: "Site", kind: "browser", origins: ["http://venue.example"] }, apiRefusals.websiteInvalid],
    [{ name: "Site", kind: "browser", origins: ["https://venue.example/menu"] }, apiRefusals.websiteInvalid],
    [{ name: "Site", kind: "browser", origins: ["javascript:alert(1)"] }, apiRefusals.websiteInvalid],
    [
      { name: "Site", kind: "browser", origins: Array.from({ length: 11 }, (_, n) => `https://s${n}.example`) },
      apiRefusals.tooManyWebsites,
    ],
    [{ name: "Server", kind: "server", origins: ["https://venue.example"] }, apiRefusals.serverKeyWebsites],
  ])("refuses a key %j with its sentence", async (body, message) => {
    const { browser } = await signedInBuyer();
    const response = await browser.post("/api/me/api-keys", body);
    expect(await refusalOf(response)).toEqual({ status: 400, code: "BAD_REQUEST", message });
  });

  it("accepts a local address over http for a browser key while developing", async () => {
    const { browser } = await signedInBuyer();
    const { key } = await createKey(browser, {
      kind: "browser",
      origins: ["http://localhost:5173", "HTTPS://Venue.Example:443"],
    });
    expect(key.origins).toEqual(["http://localhost:5173", "https://venue.example"]);
  });
});

describe("keys at the door of /v1", () => {
  const pinPath = async () => `/v1/pins/${encodeURIComponent((await makePin(env.DB)).mypin)}`;

  it.each([
    ["no key", undefined, "API_KEY_MISSING", apiRefusals.keyMissing],
    ["a key that is not one", "Bearer nonsense", "API_KEY_INVALID", apiRefusals.keyInvalid],
    ["a well-formed key nobody has", `Bearer mp_${"A".repeat(43)}`, "API_KEY_INVALID", apiRefusals.keyInvalid],
  ])("answers %s with 401 and a sentence saying what to send", async (_, authorization, code, message) => {
    const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization };
    const refused = await callApi(await pinPath(), { headers });
    // The policies are named to every caller; what is left, only to a key's account.
    expect(refused.headers.get("RateLimit-Policy")).toMatch(/^"monthly";q=1000;w=\d+, "burst";q=20;w=10$/);
    expect(refused.headers.get("RateLimit")).toBeNull();
    expect(await refusalOf(refused)).toEqual({ status: 401, code, message });
  });

  it("says so in the caller's language", async () => {
    const refused = await callApi(await pinPath(), { headers: { "Accept-Language": "de-DE" } });
    expect((await refusalOf(refused)).message).toBe(germanRefusals.keyMissing);
  });

  it("lets a browser key answer only the websites it lists", async () => {
    const { browser } = await signedInBuyer();
    const { secret } = await createKey(browser, { kind: "browser", origins: ["https://venue.example"] });
    const path = await pinPath();
    const allowed = await callApi(path, { key: secret, origin: "https://venue.example" });
    expect(allowed.status).toBe(200);
    for (const origin of ["https://evil.example", "https://venue.example.evil.example", "http://venue.example"]) {
      expect(await refusalOf(await callApi(path, { key: secret, origin }))).toEqual({
        status: 403,
        code: "API_KEY_WRONG_WEBSITE",
        message: apiRefusals.wrongWebsite,
      });
    }
    // Copied out of the page into a script of its own: no Origin, no answer.
    expect((await callApi(path, { key: secret })).status).toBe(403);
  });

  it("never counts a refused key's call against the account", async () => {
    const { browser } = await signedInBuyer();
    const { secret } = await createKey(browser, { kind: "browser", origins: ["https://venue.example"] });
    await callApi(await pinPath(), { key: secret, origin: "https://evil.example" });
    const list = (await (await browser.get("/api/me/api-keys")).json()) as { usage: { used: number } };
    expect(list.usage.used).toBe(0);
  });
});
