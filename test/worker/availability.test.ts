import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nameRules } from "../../domain/messages/names";
import { nameLock } from "../../worker/services/locks";
import { get } from "../helpers/worker/api";
import { makePin } from "../helpers/worker/pins";

describe("GET /api/names/:name/availability", () => {
  it("says a free name is available", async () => {
    const response = await get("/api/names/free.name.here/availability");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true, reason: null });
  });

  it("says a name with a pin is taken, whatever its case", async () => {
    await makePin(env.DB, { mypin: "taken.name" });
    const response = await get("/api/names/Taken.Name/availability");
    expect(await response.json()).toEqual({ available: false, reason: "taken" });
  });

  it("says a name someone holds is held", async () => {
    await nameLock(env, "held.name").hold("someone", "user");
    const response = await get("/api/names/HELD.name/availability");
    expect(await response.json()).toEqual({ available: false, reason: "held" });
  });

  it("refuses a malformed name with the validator's message", async () => {
    const response = await get(`/api/names/${encodeURIComponent("a.b c")}/availability`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: nameRules.simpleSpaces } });
  });
});
