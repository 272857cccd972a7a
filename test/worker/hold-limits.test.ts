import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { holdLimits } from "../../domain/messages/purchase";
import { uniqueName } from "../helpers/unique";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { browserSession, type TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";
import { checkout, fulfil, paidCheckout, signedInBuyer } from "../helpers/worker/purchase";

const hold = (browser: TBrowserSession, name: string, convert?: boolean) =>
  browser.post(`/api/names/${encodeURIComponent(name)}/hold`, convert === undefined ? {} : { convert });

const release = (browser: TBrowserSession, name: string) =>
  browser.delete(`/api/names/${encodeURIComponent(name)}/hold`);

async function holdMany(browser: TBrowserSession, count: number) {
  const names = Array.from({ length: count }, () => uniqueName("many"));
  for (const name of names) expect((await hold(browser, name)).status).toBe(200);
  return names;
}

async function refusal(response: Response) {
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("Retry-After")),
    body: await response.json(),
  };
}

describe("hold limits", () => {
  it("let an account hold 10 names at once, and say why the 11th is refused", async () => {
    const user = await signedInAs(await makeUser(env.DB));
    const names = await holdMany(user, 10);
    const refused = await refusal(await hold(user, uniqueName("eleventh")));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "HOLDS_PER_ACCOUNT_EXCEEDED", message: holdLimits.perAccount } });
    expect(refused.retryAfter).toBeGreaterThan(500);
    expect(refused.retryAfter).toBeLessThanOrEqual(600);
    // Renewing one of the ten is no new name; letting one go makes room.
    expect((await hold(user, names[0] ?? "")).status).toBe(200);
    expect((await release(user, names[1] ?? "")).status).toBe(200);
    expect((await hold(user, uniqueName("room"))).status).toBe(200);
    expect((await hold(user, uniqueName("full"))).status).toBe(429);
  });

  it("count a name and its look-alike as one hold, freed by cancelling either", async () => {
    const visitor = browserSession();
    const name = uniqueName("mm");
    const lookAlike = name.replaceAll("m", "rn");
    expect((await hold(visitor, name)).status).toBe(200);
    expect((await hold(visitor, lookAlike)).status).toBe(200);
    expect((await release(visitor, name)).status).toBe(200);
    await holdMany(visitor, 3);
  });

  it("let a signed-out browser hold 3 names at once", async () => {
    const visitor = browserSession();
    await holdMany(visitor, 3);
    expect((await refusal(await hold(visitor, uniqueName("fourth")))).body).toEqual({
      error: { code: "HOLDS_PER_BROWSER_EXCEEDED", message: holdLimits.perBrowser },
    });
    // Another browser at the same address has its own three.
    expect((await hold(browserSession(visitor.ip), uniqueName("other"))).status).toBe(200);
  });

  it("give an account no more than 10 names when it asks for many at once", async () => {
    const user = await signedInAs(await makeUser(env.DB));
    const answers = await Promise.all(Array.from({ length: 25 }, () => hold(user, uniqueName("rush"))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
  });

  it("count a refused or taken name against nobody", async () => {
    const user = await signedInAs(await makeUser(env.DB));
    const theirs = uniqueName("theirs");
    expect((await hold(browserSession(), theirs)).status).toBe(200);
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await hold(user, theirs)).status).toBe(409);
    await holdMany(user, 10);
  });

  it("count holds only while they last", async () => {
    const clock = fakeClock();
    try {
      const visitor = browserSession();
      await holdMany(visitor, 3);
      clock.advance(10 * 60_000);
      await holdMany(visitor, 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("end a hold 30 minutes after it began, and say when the holder may take the name again", async () => {
    const clock = fakeClock();
    try {
      const user = await signedInAs(await makeUser(env.DB));
      const name = uniqueName("squat");
      // Renewed at minutes 0, 9, 18 and 27, refused at 36: the 30 minutes ended at 30, the wait at 60.
      for (let minute = 0; minute < 30; minute += 9) {
        expect((await hold(user, name)).status).toBe(200);
        clock.advance(9 * 60_000);
      }
      const refused = await refusal(await hold(user, name));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: { code: "HOLD_TIME_LIMIT", message: holdLimits.timeLimit } });
      expect(refused.retryAfter).toBe(24 * 60);
      // Meanwhile the name is free for everyone else.
      expect((await hold(browserSession(), name)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("count the holds a checkout keeps, and free the place when the purchase completes", async () => {
    const { browser } = await signedInBuyer();
    const sessionId = await paidCheckout(browser, { mypin: uniqueName("bought") });
    await holdMany(browser, 8);
    expect((await checkout(browser, { mypin: uniqueName("tenth") })).status).toBe(200);
    expect((await checkout(browser, { mypin: uniqueName("eleventh") })).body.error?.code).toBe(
      "HOLDS_PER_ACCOUNT_EXCEEDED",
    );
    expect((await fulfil(browser, sessionId)).status).toBe(200);
    expect((await hold(browser, uniqueName("after"))).status).toBe(200);
  });

  it("move a visitor's hold to the user who signs in, within the user's own limit", async () => {
    const visitor = browserSession();
    const [name = ""] = await holdMany(visitor, 1);
    const user = await makeUser(env.DB);
    expect((await visitor.post("/api/auth/sign-in", { email: user.email, password: user.password })).status).toBe(200);
    expect((await hold(visitor, name, true)).status).toBe(200);
    await holdMany(visitor, 9);
    expect((await hold(visitor, uniqueName("over"))).status).toBe(429);
  });
});
