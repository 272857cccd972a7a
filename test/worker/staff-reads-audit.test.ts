import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { staffActions } from "../../db/schema";
import { uniqueEmail, uniqueName } from "../helpers/unique";
import { makeUser, signedInStaff } from "../helpers/worker/accounts";
import { makeOwnedPin } from "../helpers/worker/pins";

const readsBy = (actorId: string) =>
  createDb(env.DB)
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.actorId, actorId)));

// The review's finding: staff reads of owners' data (searches by e-mail, the list of every pin)
// left no trace.
describe("staff reads of owners' data", () => {
  it("records each help desk search by an owner's e-mail, and no search by name", async () => {
    const owner = await makeUser(env.DB, { email: uniqueEmail("looked-up") });
    const pin = await makeOwnedPin(env.DB, owner);
    const { user, browser } = await signedInStaff("help_desk");
    expect(
      (await browser.get(`/api/helpdesk/pins?by=email&q=${encodeURIComponent(owner.email.toUpperCase())}`)).status,
    ).toBe(200);
    expect((await browser.get(`/api/helpdesk/pins?by=name&q=${encodeURIComponent(pin.mypin)}`)).status).toBe(200);
    expect(await readsBy(user.id)).toMatchObject([
      { action: "search_owner_pins", target: owner.email, actorEmail: user.email },
    ]);
  });

  it("records each page of the admin's list of every pin, with its filter", async () => {
    const { user, browser } = await signedInStaff("system_admin");
    const filter = uniqueName("filter", "premium");
    expect((await browser.get(`/api/admin/pins?page=2&filter=${encodeURIComponent(filter)}`)).status).toBe(200);
    expect(await readsBy(user.id)).toMatchObject([{ action: "list_all_pins", target: filter, after: { page: 2 } }]);
  });
});
