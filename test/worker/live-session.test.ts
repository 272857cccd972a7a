import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { sessions } from "../../db/schema";
import { auth } from "../../domain/messages/accounts";
import { IDLE_TIMEOUT_MS } from "../../domain/sessions";
import { uniqueIp } from "../helpers/unique";
import { latestEmailTo, makeUser, signedInAs } from "../helpers/worker/accounts";
import { errorOf, post } from "../helpers/worker/api";
import { browserSession, copyOf, type TBrowserSession } from "../helpers/worker/browser-session";

// Each sensitive route, called so that a live session gets past the guard to the route's own
// answer (a bad body, an unknown pin or checkout, no billing account) without buying anything.
const SENSITIVE = [
  ["checkout", (browser: TBrowserSession) => browser.post("/api/checkout", {}), 400],
  ["checkout fulfil", (browser: TBrowserSession) => browser.post("/api/checkout/cs_unknown/fulfil", {}), 404],
  ["billing portal", (browser: TBrowserSession) => browser.post("/api/billing-portal", {}), 404],
  ["cancellation", (browser: TBrowserSession) => browser.post("/api/me/pins/999999999/cancellation", {}), 404],
  [
    "moving a pin",
    (browser: TBrowserSession) => browser.patch("/api/me/pins/999999999/coordinates", { latitude: 1, longitude: 1 }),
    404,
  ],
] as const;

const sessionIdOf = (browser: TBrowserSession) => (browser.jar.values.get("mypin_refresh") ?? "").split(".")[0] ?? "";

async function expectRefused(browser: TBrowserSession, call: (browser: TBrowserSession) => Promise<Response>) {
  const response = await call(browser);
  expect(response.status).toBe(401);
  expect(await errorOf(response)).toEqual({ code: "UNAUTHENTICATED", message: auth.signInRequired });
}

describe("the sensitive routes", () => {
  it.each(SENSITIVE)("let a live session through to %s", async (_, call, status) => {
    const browser = await signedInAs(await makeUser(env.DB));
    expect((await call(browser)).status).toBe(status);
  });

  it.each(SENSITIVE)("refuse %s at once after sign-out and clear the cookies", async (_, call) => {
    const browser = await signedInAs(await makeUser(env.DB));
    const copied = copyOf(browser);
    expect((await browser.post("/api/auth/sign-out", {})).status).toBe(200);

    await expectRefused(copied, call);
    expect(copied.jar.values.size).toBe(0);
  });

  it("refuse a signed-out access token that a plain route still accepts until it expires", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    const copied = copyOf(browser);
    await browser.post("/api/auth/sign-out", {});

    expect((await copyOf(copied).get("/api/me")).status).toBe(200);
    for (const [, call] of SENSITIVE) await expectRefused(copyOf(copied), call);
  });

  it("refuse every session of the account at once after a password reset", async () => {
    const user = await makeUser(env.DB);
    const elsewhere = await signedInAs(user);
    expect((await post("/api/auth/password-reset", { email: user.email }, { ip: uniqueIp() })).status).toBe(200);
    const link = (await latestEmailTo(env.DB, user.email))?.payload as { link: string };
    const token = new URL(link.link).searchParams.get("token");
    expect((await post("/api/auth/password-reset/complete", { token, password: "Brand-New-Pass-7" })).status).toBe(200);

    for (const [, call] of SENSITIVE) await expectRefused(copyOf(elsewhere), call);
  });

  it("refuse a session idle past its timeout even with an access token", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    await createDb(env.DB)
      .update(sessions)
      .set({ lastUsedAt: Date.now() - IDLE_TIMEOUT_MS - 1 })
      .where(eq(sessions.id, sessionIdOf(browser)));
    await expectRefused(browser, (b) => b.post("/api/billing-portal", {}));
    expect(browser.jar.values.size).toBe(0);
  });

  it("refuse a session past its absolute expiry even with an access token", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    await createDb(env.DB)
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.id, sessionIdOf(browser)));
    await expectRefused(browser, (b) => b.post("/api/checkout", {}));
  });

  it("answer 401 when nobody is signed in", async () => {
    for (const [, call] of SENSITIVE) await expectRefused(browserSession(), call);
  });
});
