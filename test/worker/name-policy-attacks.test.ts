import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ERRORS } from "../../domain/errors";
import { namePolicy, nameRules } from "../../domain/messages/names";
import { uniqueName } from "../helpers/unique";
import { errorOf, get, post } from "../helpers/worker/api";
import { makePin } from "../helpers/worker/pins";

const path = (name: string) => `/api/names/${encodeURIComponent(name)}`;
const availabilityOf = (name: string) => get(`${path(name)}/availability`);

describe("a look-alike made with a combining mark", () => {
  // The review's attack: "my.pi\u0307n2" showed as the taken "my.pin2" and was for sale.
  it("is refused while the name it shows as is taken", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("pin2") });
    const lookAlike = pin.mypin.replace("pin2", "pi\u0307n2");
    expect(await (await availabilityOf(pin.mypin)).json()).toEqual({ available: false, reason: "taken" });

    const response = await availabilityOf(lookAlike);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: nameRules.looseMarks });
    const hold = await post(`${path(lookAlike)}/hold`, {});
    expect(hold.status).toBe(400);
    expect((await errorOf(hold)).message).toBe(nameRules.looseMarks);
  });

  it("is refused as the review wrote it", async () => {
    const response = await availabilityOf("my.pi\u0307n2");
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: nameRules.looseMarks });
  });

  it("leaves a script that writes its vowels as marks for sale", async () => {
    const response = await availabilityOf("\u0928\u092e\u0938\u094d\u0924\u0947.\u0918\u0930");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true, reason: null });
  });
});

describe("filters stepped round", () => {
  it.each([
    ["NAME_EXPLETIVE", "f u c k", namePolicy.expletive],
    ["NAME_EXPLETIVE", "fu.ck.off", namePolicy.expletive],
    ["NAME_EXPLETIVE", "sh.it.hole", namePolicy.expletive],
    ["NAME_EXPLETIVE", "fcuk", namePolicy.expletive],
    ["NAME_EXPLETIVE", "ph\u00fcck", namePolicy.expletive],
    ["NAME_RESERVED", "p a y p a l", namePolicy.reserved],
    ["NAME_RESERVED", "g\u00f2ogle", namePolicy.reserved],
    ["NAME_RESERVED", "go\u00f6gle.maps", namePolicy.reserved],
  ] as const)("refuses with %s: %j", async (code, name, message) => {
    const response = await availabilityOf(name);
    expect(response.status).toBe(ERRORS[code].status);
    expect(await response.json()).toEqual({ error: { code, message } });
  });

  it("refuses a hold on one the same way", async () => {
    const response = await post(`${path("f-u-c-k")}/hold`, {});
    expect(response.status).toBe(ERRORS.NAME_EXPLETIVE.status);
    expect((await errorOf(response)).code).toBe("NAME_EXPLETIVE");
  });

  it.each(["scunthorpe", "class.act", "shell.beach", "the glass house"])("leaves %j for sale", async (name) => {
    const response = await availabilityOf(name);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true, reason: null });
  });
});
