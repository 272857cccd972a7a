import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { listTopPins } from "../../db/queries/pins";
import { mypins, staffActions } from "../../db/schema";
import { flushSearchCounts } from "../../worker/services/pins/search-counts";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { signedInStaff } from "../helpers/worker/accounts";
import { apiFrom, get } from "../helpers/worker/api";
import { testDeps } from "../helpers/worker/deps";
import { makePin } from "../helpers/worker/pins";

const db = () => createDb(env.DB);
const placeOf = async (mypin: string) => (await listTopPins(db(), 100_000)).findIndex((pin) => pin.mypin === mypin);
const search = (mypin: string, ip: string) => get(`/api/pins/${encodeURIComponent(mypin)}`, ip);

// The review's finding: 90 searches from three addresses lifted a pin from 6th to 1st on the home page.
describe("the public list of popular names", () => {
  it("counts one search per pin per client a day, so a few scripted addresses cannot lift a pin up it", async () => {
    const leader = await makePin(env.DB, { mypin: uniqueName("leader", "premium"), rankedSearches: 50 });
    const climber = await makePin(env.DB, { mypin: uniqueName("climber", "premium"), rankedSearches: 10 });
    const addresses = [uniqueIp(), uniqueIp(), uniqueIp()];
    for (let round = 0; round < 10; round += 1) {
      for (const ip of addresses) expect((await search(climber.mypin, ip)).status).toBe(200);
    }
    await flushSearchCounts(testDeps().db);

    const after = await db().query.mypins.findFirst({ where: eq(mypins.id, climber.id) });
    expect(after).toMatchObject({ searchCount: 30, rankedSearches: 13 });
    expect(await placeOf(leader.mypin)).toBeLessThan(await placeOf(climber.mypin));
  });

  it("lets staff hide a pin from the list and show it again, each step in the audit trail", async () => {
    const pin = await makePin(env.DB, { mypin: uniqueName("shown", "premium"), rankedSearches: 1_000_000_000 });
    const { user, browser } = await signedInStaff("help_desk");
    const hide = await browser.api.helpdesk.pins[":id"]["popular-list"].$put({
      param: { id: String(pin.id) },
      json: { hidden: true },
    });
    expect(hide.status).toBe(200);
    expect((await hide.json()).pin.hiddenFromTop).toBe(true);
    const { pins } = await (await apiFrom()["top-pins"].$get()).json();
    expect(pins.map((listed) => listed.mypin)).not.toContain(pin.mypin);
    expect((await search(pin.mypin, uniqueIp())).status).toBe(200);

    // Hiding again changes and records nothing; showing puts it back.
    await browser.put(`/api/helpdesk/pins/${pin.id}/popular-list`, { hidden: true });
    await browser.put(`/api/helpdesk/pins/${pin.id}/popular-list`, { hidden: false });
    expect(await placeOf(pin.mypin)).toBe(0);
    const trail = await db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.target, pin.mypin), eq(staffActions.actorId, user.id)));
    expect(trail.map((row) => row.action)).toEqual(["hide_from_top", "show_in_top"]);
  });
});
