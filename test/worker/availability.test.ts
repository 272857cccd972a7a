import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ERRORS } from "../../domain/errors";
import { namePolicy, nameRules } from "../../domain/messages/names";
import { nameLock } from "../../worker/services/names/locks";
import { uniqueName } from "../helpers/unique";
import { get } from "../helpers/worker/api";
import { makePin } from "../helpers/worker/pins";

const availabilityOf = (name: string) => get(`/api/names/${encodeURIComponent(name)}/availability`);

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

  // "rn" shows as "m" and "1" as "l": Unicode's confusables table gives them one skeleton.
  it("says a look-alike of a taken name is taken", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("mall") });
    const response = await availabilityOf(pin.mypin.replace("mall", "rna11"));
    expect(await response.json()).toEqual({ available: false, reason: "taken" });
  });

  it("says a look-alike of a held name is held", async () => {
    const name = uniqueName("mill");
    await nameLock(env, name).hold("someone", "user");
    const response = await availabilityOf(name.replace("mill", "rni1l"));
    expect(await response.json()).toEqual({ available: false, reason: "held" });
  });

  it("still finds a pin made before the name policy, which has no skeleton yet", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("legacy"), skeleton: null });
    expect(await (await availabilityOf(pin.mypin)).json()).toEqual({ available: false, reason: "taken" });
  });

  it("reads a full-width spelling as the plain name", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("wide") });
    const wide = Array.from(pin.mypin, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join("");
    expect(await (await availabilityOf(wide)).json()).toEqual({ available: false, reason: "taken" });
  });

  // The look-alikes of a taken "my.pin2".
  it.each([
    ["a zero-width space", "my.pi\u200bn2"],
    ["a right-to-left override", "\u202emy.pin2"],
    ["a trailing soft hyphen", "my.pin2\u00ad"],
  ])("refuses a name with %s", async (_, name) => {
    const response = await availabilityOf(name);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: nameRules.invisibleCharacters } });
  });

  it.each([
    ["NAME_MIXED_SCRIPTS", "my.p\u0456n2", namePolicy.mixedScripts],
    ["NAME_EXPLETIVE", "fuck.this.place", namePolicy.expletive],
    ["NAME_EXPLETIVE", "Sh1t.Happens", namePolicy.expletive],
    ["NAME_RESERVED", "google maps", namePolicy.reserved],
    ["NAME_RESERVED", "Coca.Cola", namePolicy.reserved],
  ] as const)("refuses with %s: %j", async (code, name, message) => {
    const response = await availabilityOf(name);
    expect(response.status).toBe(ERRORS[code].status);
    expect(await response.json()).toEqual({ error: { code, message } });
  });
});
