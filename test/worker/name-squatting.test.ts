import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdLimits } from "../../domain/messages/purchase";
import { uniqueIpv6Network, uniqueName } from "../helpers/unique";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { errorOf } from "../helpers/worker/api";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { checkout, signedInBuyer } from "../helpers/worker/purchase";

afterEach(() => vi.useRealTimers());

const hold = (browser: TBrowserSession, name: string, body: { convert?: boolean } = {}) =>
  browser.post(`/api/names/${encodeURIComponent(name)}/hold`, body);
const release = (browser: TBrowserSession, name: string) =>
  browser.delete(`/api/names/${encodeURIComponent(name)}/hold`);

async function refusal(response: Response) {
  const body = { error: await errorOf(response) };
  return { status: response.status, retryAfter: Number(response.headers.get("Retry-After")), body };
}

// Holds a name for its holder's whole 30 minutes (renewed at minutes 0, 9, 18 and 27), then lets
// the clock run to minute 36, when the holder may not take it again.
async function holdForThirtyMinutes(browser: TBrowserSession, name: string, clock: ReturnType<typeof fakeClock>) {
  for (let minute = 0; minute < 30; minute += 9) {
    expect((await hold(browser, name)).status).toBe(200);
    clock.advance(9 * 60_000);
  }
  expect((await hold(browser, name)).status).toBe(429);
}

// The review's squatting attacks: fresh cookies from one address, an unpaid checkout every half
// hour, and two holders taking turns on one name.
describe("name squatting", () => {
  it("caps signed-out holds per client address, however many cookies it drops", async () => {
    const ip = browserSession().ip;
    for (let visitor = 0; visitor < 6; visitor += 1) {
      expect((await hold(browserSession(ip), uniqueName("parked"))).status).toBe(200);
    }
    const refused = await refusal(await hold(browserSession(ip), uniqueName("parked")));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "HOLDS_PER_ADDRESS_EXCEEDED", message: holdLimits.perAddress } });
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Signing in is the way to hold more from that address.
    const user = await signedInAs(await makeUser(env.DB), ip);
    expect((await hold(user, uniqueName("signed-in"))).status).toBe(200);
  });

  it("counts every address of one IPv6 /64 as one for signed-out holds", async () => {
    const nextAddress = uniqueIpv6Network();
    for (let visitor = 0; visitor < 6; visitor += 1) {
      expect((await hold(browserSession(nextAddress()), uniqueName("parked6"))).status).toBe(200);
    }
    expect((await hold(browserSession(nextAddress()), uniqueName("parked6"))).status).toBe(429);
  });

  it("refuses a third unpaid checkout of one name by one account in a day, and the name goes to others", async () => {
    const { browser } = await signedInBuyer();
    const mypin = uniqueName("kept");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await checkout(browser, { mypin })).status).toBe(200);
      expect((await release(browser, mypin)).status).toBe(200);
    }
    const third = await browser.post("/api/checkout", { mypin, latitude: 51.5, longitude: -0.12 });
    const refused = await refusal(third);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "UNPAID_CHECKOUTS_EXCEEDED", message: holdLimits.unpaidCheckouts } });
    expect(refused.retryAfter).toBeGreaterThan(23 * 3600);
    expect((await hold(browserSession(), mypin)).status).toBe(200);
  });

  it("keeps the 30 minutes per name and address, so two accounts at one address cannot take turns", async () => {
    const clock = fakeClock();
    const ip = browserSession().ip;
    const name = uniqueName("turns");
    await holdForThirtyMinutes(await signedInAs(await makeUser(env.DB), ip), name, clock);

    const second = await refusal(await hold(await signedInAs(await makeUser(env.DB), ip), name));
    expect(second.status).toBe(429);
    expect(second.body.error.code).toBe("HOLD_TIME_LIMIT");
    // Someone elsewhere may have it meanwhile.
    expect((await hold(browserSession(), name)).status).toBe(200);
  });

  it("carries a signed-out visitor's 30 minutes to the account it signs in to, held or not", async () => {
    const clock = fakeClock();
    const visitor = browserSession();
    const name = uniqueName("convert");
    await holdForThirtyMinutes(visitor, name, clock);
    const user = await makeUser(env.DB);
    expect((await visitor.post("/api/auth/sign-in", { email: user.email, password: user.password })).status).toBe(200);
    expect((await refusal(await hold(visitor, name))).body.error.code).toBe("HOLD_TIME_LIMIT");
    expect((await refusal(await hold(visitor, name, { convert: true }))).body.error.code).toBe("HOLD_TIME_LIMIT");
  });
});
