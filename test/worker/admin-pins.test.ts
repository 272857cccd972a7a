import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { listStaffActions } from "../../db/queries/staff-actions";
import { uniqueName } from "../helpers/unique";
import { signedInStaff } from "../helpers/worker/accounts";
import { errorOf } from "../helpers/worker/api";
import { pinRow } from "../helpers/worker/lifecycle";
import { makePin } from "../helpers/worker/pins";

const admin = () => signedInStaff("system_admin");

describe("PATCH /api/admin/pins/:id/coordinates", () => {
  it("moves any owner's pin, stamps it as the owner's move does, and records the move", async () => {
    const pin = await makePin(env.DB, { latitude: 51.5, longitude: -0.12 });
    const { user, browser } = await admin();
    const response = await browser.api.admin.pins[":id"].coordinates.$patch({
      param: { id: String(pin.id) },
      json: { latitude: 48.8584, longitude: 2.2945 },
    });
    expect(response.status).toBe(200);
    const { pin: moved } = await response.json();
    expect(moved).toMatchObject({ id: pin.id, mypin: pin.mypin, latitude: 48.8584, longitude: 2.2945 });
    expect(moved.coordinatesUpdatedAt).toEqual(expect.any(Number));
    const [audit] = await listStaffActions(createDb(env.DB), { actorId: user.id, limit: 1 });
    expect(audit).toMatchObject({
      action: "move",
      target: pin.mypin,
      before: { latitude: 51.5, longitude: -0.12 },
      after: { latitude: 48.8584, longitude: 2.2945 },
    });
  });

  it("refuses coordinates off the map and a pin that is not there, changing and recording nothing", async () => {
    const pin = await makePin(env.DB, { latitude: 51.5, longitude: -0.12 });
    const { user, browser } = await admin();
    const off = await browser.patch(`/api/admin/pins/${pin.id}/coordinates`, { latitude: 91, longitude: 0 });
    expect(off.status).toBe(400);
    const missing = await browser.patch("/api/admin/pins/999999999/coordinates", { latitude: 1, longitude: 1 });
    expect([missing.status, (await errorOf(missing)).code]).toEqual([404, "PIN_NOT_FOUND"]);
    expect(await pinRow(pin.mypin)).toMatchObject({ latitude: 51.5, longitude: -0.12 });
    expect(await listStaffActions(createDb(env.DB), { actorId: user.id, limit: 5 })).toEqual([]);
  });
});

describe("GET /api/admin/pins?filter=", () => {
  it("finds a name typed in another Unicode form or with runs of spaces", async () => {
    const name = uniqueName("caf\u00e9 corner", "premium");
    await makePin(env.DB, { mypin: name });
    const { browser } = await admin();
    const typed = name.replace("\u00e9", "e\u0301").replace(" ", "   ").toUpperCase();
    const response = await browser.api.admin.pins.$get({ query: { filter: typed } });
    const { pins } = await response.json();
    expect(pins.map((pin) => pin.mypin)).toEqual([name]);
  });
});
