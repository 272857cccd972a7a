import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nameRules } from "../../domain/messages/names";
import { search } from "../../domain/messages/search";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { apiFrom, errorOf, get, okAnswer } from "../helpers/worker/api";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

describe("GET /api/pins/:name", () => {
  it("finds a pin by its name and answers its public fields", async () => {
    // A name of this test's own: other files in this runtime open "/?pin=corner shop!" and so
    // leave a miss for that name in the search cache.
    const name = uniqueName("corner shop!", "premium");
    const pin = await makePin(env.DB, { mypin: name, userName: "Ada", latitude: 51.5, longitude: -0.12 });
    const response = await get(`/api/pins/${encodeURIComponent(name)}`, uniqueIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pin: {
        id: pin.id,
        mypin: name,
        userName: "Ada",
        latitude: 51.5,
        longitude: -0.12,
        searchCount: 0,
        note: null,
        near: null,
      },
    });
  });

  it("trims and folds case before looking the name up", async () => {
    await makePin(env.DB, { mypin: "my.pin2" });
    const response = await apiFrom(uniqueIp()).pins[":name"].$get({
      param: { name: encodeURIComponent("  My.PIN2 ") },
    });
    expect((await okAnswer(response)).pin.mypin).toBe("my.pin2");
  });

  it("reads a '?', '#' or '/' sent encoded as part of the name, never as the end of its path", async () => {
    const pin = await makePin(env.DB);
    for (const typed of [`${pin.mypin}?`, `${pin.mypin}#`, `${pin.mypin}/x`]) {
      const response = await apiFrom(uniqueIp()).pins[":name"].$get({ param: { name: encodeURIComponent(typed) } });
      expect([typed, response.status, (await errorOf(response)).code]).toEqual([typed, 400, "BAD_REQUEST"]);
    }
  });

  it("finds a pin by any spelling of its canonical form, and not by a look-alike", async () => {
    const pin = await makePin(env.DB, { mypin: "the mill house" });
    for (const spelling of ["The   Mill\u00a0House", "\uff34\uff48\uff45 mill house"]) {
      const response = await apiFrom(uniqueIp()).pins[":name"].$get({ param: { name: encodeURIComponent(spelling) } });
      expect((await okAnswer(response)).pin.id).toBe(pin.id);
    }
    expect((await get(`/api/pins/${encodeURIComponent("the rnill house")}`, uniqueIp())).status).toBe(404);
    const invisible = await get(`/api/pins/${encodeURIComponent("the mill\u200b house")}`, uniqueIp());
    expect(await invisible.json()).toEqual({ error: { code: "BAD_REQUEST", message: nameRules.invisibleCharacters } });
  });

  it("answers 404 with the spec's text for an unknown name", async () => {
    const response = await get("/api/pins/nobody.has.this", uniqueIp());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "PIN_NOT_FOUND", message: search.notFound },
      suggestions: [],
    });
  });

  it("answers 400 with the validator's message for a malformed name", async () => {
    const response = await get(`/api/pins/${encodeURIComponent("a..b")}`, uniqueIp());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "Consecutive periods are not allowed" },
    });
  });

  it("refuses the 31st search in a minute from one client with 429 and Retry-After", async () => {
    const pin = await makePin(env.DB);
    const { statuses, limited } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const answers: number[] = [];
      for (let i = 0; i < 30; i += 1)
        answers.push((await get(`/api/pins/${encodeURIComponent(pin.mypin)}`, ip)).status);
      return { statuses: answers, limited: await get(`/api/pins/${encodeURIComponent(pin.mypin)}`, ip) };
    });
    expect(statuses).toEqual(Array(30).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(limited)).toEqual({ code: "SEARCH_RATE_LIMITED", message: search.rateLimited });
    expect((await get(`/api/pins/${encodeURIComponent(pin.mypin)}`, uniqueIp())).status).toBe(200);
  });
});
