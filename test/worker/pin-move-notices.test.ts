import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeUser, signedInAs, signedInStaff } from "../helpers/worker/accounts";
import { emailsOf } from "../helpers/worker/lifecycle";
import { makeOwnedPin } from "../helpers/worker/pins";

const ELSEWHERE = { latitude: -33.856784, longitude: 151.215297 };

// The review's finding: a move sends every visitor elsewhere, and the owner never heard of it.
describe("moving a pin", () => {
  it("e-mails the owner both places when the owner moves it, and how to undo a move they did not make", async () => {
    const owner = await makeUser(env.DB);
    const pin = await makeOwnedPin(env.DB, owner, { latitude: 51.507351, longitude: -0.127758 });
    const browser = await signedInAs(owner);
    expect((await browser.patch(`/api/me/pins/${pin.id}/coordinates`, ELSEWHERE)).status).toBe(200);
    const [email, ...more] = await emailsOf(owner.email, "pin-moved");
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe(`Your MyPin "${pin.mypin}" has moved`);
    expect(email?.text).toContain("Before: 51.507351, -0.127758\nNow: -33.856784, 151.215297");
    expect(email?.text).toContain("If you did not move it");
  });

  it("e-mails the owner when an admin moves it, and nothing when the move finds no pin", async () => {
    const owner = await makeUser(env.DB);
    const pin = await makeOwnedPin(env.DB, owner);
    const { browser } = await signedInStaff("system_admin");
    expect((await browser.patch(`/api/admin/pins/${pin.id}/coordinates`, ELSEWHERE)).status).toBe(200);
    const [email] = await emailsOf(owner.email, "pin-moved");
    expect(email?.text).toContain("Our support team has moved");

    const stranger = await signedInAs(await makeUser(env.DB));
    expect((await stranger.patch(`/api/me/pins/${pin.id}/coordinates`, ELSEWHERE)).status).toBe(404);
    expect(await emailsOf(owner.email, "pin-moved")).toHaveLength(1);
  });
});
