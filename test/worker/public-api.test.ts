import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRefusals } from "../../domain/messages/developers";
import { app } from "../../worker/app";
import { routeParts, type TOpenApiDocument } from "../../worker/openapi/document";
import { referenceMarkdown } from "../../worker/openapi/reference-markdown";
import { quotaOf } from "../../worker/services/api-keys/call-leases";
import { nameLock } from "../../worker/services/names/locks";
import { uniqueName } from "../helpers/unique";
import { get, ORIGIN } from "../helpers/worker/api";
import { accountWithKey, callApi, createKey, refusalOf } from "../helpers/worker/api-keys";
import { fakeClock } from "../helpers/worker/clock";
import { makePin } from "../helpers/worker/pins";

afterEach(() => vi.useRealTimers());

const pinPath = (name: string) => `/v1/pins/${encodeURIComponent(name)}`;

// Calls already made this month, written into the account's quota object as its own calls would be.
async function spentAlready(userId: string, day: string, calls: number) {
  await runInDurableObject(quotaOf(env, userId), (_instance, state) => {
    state.storage.sql.exec("INSERT INTO calls (day, key_id, calls) VALUES (?, 'earlier', ?)", day, calls);
  });
}

describe("GET /v1/pins/{name}", () => {
  it("answers what the public result shows and nothing of the owner", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB, {
      userName: "Private Person",
      userEmail: "private.person@example.com",
      note: "Ring twice",
      nearTown: "Windermere",
      nearCountry: "GB",
      latitude: 54.38,
      longitude: -2.9,
    });
    const response = await callApi(pinPath(pin.mypin.toUpperCase()), { key: secret });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("Private Person");
    expect(text).not.toContain("private.person");
    expect(JSON.parse(text)).toEqual({
      pin: {
        name: pin.mypin,
        latitude: 54.38,
        longitude: -2.9,
        near: { town: "Windermere", country: "GB", label: "near Windermere, United Kingdom" },
        note: "Ring twice",
        directions: {
          apple: "https://maps.apple.com/?daddr=54.38%2C-2.9&dirflg=d",
          google: "https://www.google.com/maps/dir/?api=1&destination=54.38%2C-2.9&travelmode=driving",
        },
        link: `http://mypin.test/?pin=${encodeURIComponent(pin.mypin)}`,
      },
    });
  });

  it("answers a miss with 404 and up to three names close to it", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB, { nearTown: "Lyon", nearCountry: "FR" });
    const typo = `${pin.mypin.slice(0, -1)}#`.replace("#", pin.mypin.endsWith("z") ? "y" : "z");
    const response = await callApi(pinPath(typo), { key: secret, headers: { "Accept-Language": "fr" } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string }; suggestions: unknown[] };
    expect(body.error.code).toBe("PIN_NOT_FOUND");
    expect(body.suggestions).toContainEqual({
      name: pin.mypin,
      near: { town: "Lyon", country: "FR", label: expect.stringContaining("Lyon") },
    });
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
  });

  it("counts each call as a search of the pin, as the app's own search is", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    for (let call = 0; call < 3; call++) expect((await callApi(pinPath(pin.mypin), { key: secret })).status).toBe(200);
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("SELECT search_count FROM mypins WHERE id = ?").bind(pin.id).first();
        expect(row?.search_count).toBe(3);
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it("sends an ETag and a short Cache-Control, and a 304 for a client that has the answer", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    const first = await callApi(pinPath(pin.mypin), { key: secret });
    const tag = first.headers.get("ETag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=60");
    const again = await callApi(pinPath(pin.mypin), { key: secret, headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("GET /v1/suggest and /v1/names/{name}/status", () => {
  it("suggests names close to the one typed, with their towns", async () => {
    const { secret } = await accountWithKey();
    const pin = await makePin(env.DB, { nearTown: "Bruges", nearCountry: "BE" });
    const response = await callApi(`/v1/suggest?q=${encodeURIComponent(pin.mypin.slice(0, -1))}`, { key: secret });
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: { name: string }[] };
    expect(suggestions.map((suggestion) => suggestion.name)).toContain(pin.mypin);
  });

  it("says whether a name is taken, held, reserved or available, and nothing more", async () => {
    const { secret } = await accountWithKey();
    const taken = await makePin(env.DB, { userEmail: "someone@example.com" });
    const held = uniqueName("held");
    await nameLock(env, held).hold("buyer-1", "user");
    const statusOf = async (name: string) => {
      const response = await callApi(`/v1/names/${encodeURIComponent(name)}/status`, { key: secret });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain("someone@example.com");
      return (JSON.parse(text) as { status: string }).status;
    };
    expect(await statusOf(taken.mypin)).toBe("taken");
    expect(await statusOf(held)).toBe("held");
    expect(await statusOf("nike")).toBe("reserved");
    expect(await statusOf(uniqueName("free"))).toBe("available");
  });

  it("refuses a name the policy refuses, in its words", async () => {
    const { secret } = await accountWithKey();
    const refused = await callApi("/v1/names/shit.happens/status", { key: secret });
    expect(await refusalOf(refused)).toMatchObject({ status: 400, code: "NAME_EXPLETIVE" });
  });
});

describe("allowances and their headers", () => {
  it("tells the monthly and burst allowance on every answer, and counts calls of all the account's keys together", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser, secret } = await accountWithKey();
    const other = await createKey(browser, { name: "Second" });
    const pin = await makePin(env.DB);
    const first = await callApi(pinPath(pin.mypin), { key: secret });
    const monthSeconds = 30 * 86_400;
    const untilDecember = 2 * 86_400 + 12 * 3_600;
    expect(first.headers.get("RateLimit-Policy")).toBe(`"monthly";q=1000;w=${monthSeconds}, "burst";q=20;w=10`);
    expect(first.headers.get("RateLimit")).toBe(`"monthly";r=999;t=${untilDecember}, "burst";r=19;t=10`);
    clock.advance(3_000);
    const second = await callApi(pinPath(pin.mypin), { key: other.secret });
    expect(second.headers.get("RateLimit")).toBe(`"monthly";r=998;t=${untilDecember - 3}, "burst";r=19;t=10`);
  });

  it("refuses the call past the month's free calls with Retry-After until the 1st, and answers again then", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 30, 23, 59, 0));
    const { user, secret } = await accountWithKey();
    await spentAlready(user.id, "2026-11-02", 999);
    const pin = await makePin(env.DB);
    const last = await callApi(pinPath(pin.mypin), { key: secret });
    expect(last.status).toBe(200);
    expect(last.headers.get("RateLimit")).toMatch(/^"monthly";r=0;t=60,/);

    const refused = await callApi(pinPath(pin.mypin), { key: secret });
    expect(await refusalOf(refused)).toEqual({ status: 429, code: "API_QUOTA_EXCEEDED", message: apiRefusals.monthly });
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.headers.get("RateLimit")).toMatch(/^"monthly";r=0;t=60,/);
    // A refused call is not counted: the month ends at 1,000.
    const usage = await quotaOf(env, user.id).usage(clock.now());
    expect(usage.days.reduce((sum, day) => sum + day.calls, 0)).toBe(1000);

    clock.advance(61_000);
    const december = await callApi(pinPath(pin.mypin), { key: secret });
    expect(december.status).toBe(200);
    expect(december.headers.get("RateLimit")).toMatch(/^"monthly";r=999;/);
  });

  it("refuses a key's 21st call within 10 seconds, leaves the account's other keys alone, and answers after the wait", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser, secret } = await accountWithKey();
    const other = await createKey(browser, { name: "Second" });
    const pin = await makePin(env.DB);
    for (let call = 0; call < 20; call++) expect((await callApi(pinPath(pin.mypin), { key: secret })).status).toBe(200);
    clock.advance(4_000);
    const refused = await callApi(pinPath(pin.mypin), { key: secret });
    expect(await refusalOf(refused)).toEqual({ status: 429, code: "API_BURST_LIMITED", message: apiRefusals.burst });
    expect(refused.headers.get("Retry-After")).toBe("6");
    expect(refused.headers.get("RateLimit")).toMatch(/"burst";r=0;t=6$/);
    expect((await callApi(pinPath(pin.mypin), { key: other.secret })).status).toBe(200);
    clock.advance(6_000);
    expect((await callApi(pinPath(pin.mypin), { key: secret })).status).toBe(200);
  });

  it("counts a busy key's calls exactly and never grants past the burst or the month, however many arrive at once", async () => {
    fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { browser, secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    const together = async (count: number) =>
      (await Promise.all(Array.from({ length: count }, () => callApi(pinPath(pin.mypin), { key: secret })))).map(
        (response) => response.status,
      );
    expect(await together(20)).toEqual(Array(20).fill(200));
    expect(await together(5)).toEqual(Array(5).fill(429));
    const list = (await (await browser.get("/api/me/api-keys")).json()) as { usage: { used: number } };
    expect(list.usage.used).toBe(20);

    const other = await accountWithKey();
    await spentAlready(other.user.id, "2026-11-27", 990);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => callApi(pinPath(pin.mypin), { key: other.secret }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const usage = await (await other.browser.get("/api/me/api-keys")).json();
    expect((usage as { usage: { used: number } }).usage.used).toBe(1000);
  });

  it("bounds a scan of names by status to the account's allowance", async () => {
    fakeClock(Date.UTC(2026, 10, 28, 12, 0, 0));
    const { user, secret } = await accountWithKey();
    await spentAlready(user.id, "2026-11-28", 995);
    const answers = [];
    for (let call = 0; call < 10; call++) {
      answers.push((await callApi(`/v1/names/${uniqueName("scan")}/status`, { key: secret })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });
});

describe("/v1 in browsers", () => {
  const SITE = "https://venue.example";

  it("answers any website's preflight for a keyed call", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/v1/pins/anything`, {
        method: "OPTIONS",
        headers: {
          Origin: SITE,
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "authorization",
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("authorization");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("lets the page read the answer, its allowance and its ETag, refusals included, and never sets a cookie", async () => {
    const { browser, secret } = await accountWithKey();
    const pin = await makePin(env.DB);
    const exposed = ["ratelimit-policy", "ratelimit", "retry-after", "etag"];
    for (const key of [secret, "not-a-key"]) {
      const response = await callApi(pinPath(pin.mypin), {
        key,
        origin: SITE,
        headers: { Cookie: browser.jar.header() },
      });
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      const named = response.headers.get("Access-Control-Expose-Headers")?.toLowerCase().split(/,\s*/);
      expect(named).toEqual(expect.arrayContaining(exposed));
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("keeps CORS to /v1: the app's own API answers no other website", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/pins/anything`, { headers: { Origin: SITE, "CF-Connecting-IP": "203.0.113.9" } }),
    );
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("GET /v1/openapi.json", () => {
  it("describes every /v1 route, with the key schemes, and needs no key", async () => {
    const response = await get("/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as TOpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const routes = [...routeParts(app)]
      .map(([key]) => key)
      .filter((key) => / \/v1\//.test(key) && !key.endsWith("/openapi.json"));
    expect(operations.toSorted()).toEqual(routes.toSorted());
    expect(Object.keys(document.components.securitySchemes).toSorted()).toEqual(["bearerKey", "headerKey"]);
    const pins = document.paths["/v1/pins/{name}"]?.get as { responses: Record<string, unknown> };
    expect(Object.keys(pins.responses)).toEqual(["200", "400", "401", "403", "404", "429", "default"]);
  });

  // `npm run docs:api` rewrites both when a route changes; CI fails on a stale one. The developers
  // page is built from the JSON, so the page and the API cannot disagree either.
  it("is what docs/public-api.md and the developers page render", async () => {
    const document = (await (await get("/v1/openapi.json")).json()) as TOpenApiDocument;
    await expect(referenceMarkdown(document, "/v1")).toMatchFileSnapshot("../../docs/public-api.md");
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      "../../app/components/developers/public-api-document.json",
    );
  });
});
