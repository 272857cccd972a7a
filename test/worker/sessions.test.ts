import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { sessions } from "../../db/schema";
import { auth } from "../../domain/messages/accounts";
import type { THonoEnv } from "../../worker/env";
import { AppError, errorBody } from "../../worker/errors";
import { withDependencies } from "../../worker/middleware/dependencies";
import { requireRole } from "../../worker/middleware/require-role";
import { session } from "../../worker/middleware/session";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { errorOf, ORIGIN } from "../helpers/worker/api";
import { browserSession, copyOf, type TBrowserSession } from "../helpers/worker/browser-session";
import { fakeClock } from "../helpers/worker/clock";

afterEach(() => vi.useRealTimers());

const FIFTEEN_MINUTES = 15 * 60_000;

describe("GET /api/me", () => {
  it("answers 401 with the sign-in text when nobody is signed in", async () => {
    const response = await browserSession().get("/api/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: auth.signInRequired } });
  });

  it("answers the account from a valid access token without touching the cookies", async () => {
    const user = await makeUser(env.DB, {
      roles: [{ role: "help_desk" }, { role: "system_admin", expiresAt: Date.now() - 1 }],
    });
    const browser = await signedInAs(user);
    const response = await browser.get("/api/me");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: user.id, email: user.email, displayName: "Test User", roles: ["help_desk"] },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a forged access token", async () => {
    const browser = browserSession();
    browser.jar.values.set("mypin_access", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl");
    expect((await browser.get("/api/me")).status).toBe(401);
  });
});

describe("refreshing the session", () => {
  it("renews an expired access token from the refresh cookie in the same response, setting both cookies", async () => {
    const clock = fakeClock();
    const browser = await signedInAs(await makeUser(env.DB));
    const before = new Map(browser.jar.values);
    clock.advance(FIFTEEN_MINUTES + 1_000);

    const response = await browser.get("/api/me");
    expect(response.status).toBe(200);
    const set = response.headers.getSetCookie();
    expect(set.map((cookie) => cookie.split("=")[0])).toEqual(["mypin_access", "mypin_refresh"]);
    expect(browser.jar.values.get("mypin_access")).not.toBe(before.get("mypin_access"));
    expect(browser.jar.values.get("mypin_refresh")).not.toBe(before.get("mypin_refresh"));
    expect((await browser.get("/api/me")).headers.getSetCookie()).toEqual([]);
  });

  it("renews when the access cookie is gone altogether", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    browser.jar.values.delete("mypin_access");
    const response = await browser.get("/api/me");
    expect(response.status).toBe(200);
    expect(browser.jar.values.has("mypin_access")).toBe(true);
  });

  it("ends the whole session when a rotated-away refresh token comes back after the grace window", async () => {
    const clock = fakeClock();
    const browser = await signedInAs(await makeUser(env.DB));
    browser.jar.values.delete("mypin_access");
    const thief = copyOf(browser);
    await browser.get("/api/me");

    clock.advance(31_000);
    const replay = await thief.get("/api/me");
    expect(replay.status).toBe(401);
    expect(thief.jar.values.size).toBe(0);

    browser.jar.values.delete("mypin_access");
    expect((await browser.get("/api/me")).status).toBe(401);
  });

  it("keeps two tabs that refresh with the same token at once signed in", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    browser.jar.values.delete("mypin_access");
    const otherTab = copyOf(browser);
    const [first, second] = await Promise.all([browser.get("/api/me"), otherTab.get("/api/me")]);
    expect([first.status, second.status]).toEqual([200, 200]);

    browser.jar.values.delete("mypin_access");
    expect((await browser.get("/api/me")).status).toBe(200);
  });

  it("accepts the replaced token within the grace window without rotating it again", async () => {
    const browser = await signedInAs(await makeUser(env.DB));
    browser.jar.values.delete("mypin_access");
    const late = copyOf(browser);
    await browser.get("/api/me");
    const response = await late.get("/api/me");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual(["mypin_access"]);
  });

  it("refuses a refresh token past its 30 days and clears the cookies", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    browser.jar.values.delete("mypin_access");
    const sessionId = (browser.jar.values.get("mypin_refresh") ?? "").split(".")[0] ?? "";
    await createDb(env.DB)
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.id, sessionId));
    const response = await browser.get("/api/me");
    expect(response.status).toBe(401);
    expect(browser.jar.values.size).toBe(0);
  });
});

describe("the session's lifetimes", () => {
  const DAY = 86_400_000;
  const refreshAt = (browser: TBrowserSession) => {
    browser.jar.values.delete("mypin_access");
    return browser.get("/api/me");
  };

  it("ends 30 days after sign-in however often it is used: a rotation keeps the original expiry", async () => {
    const clock = fakeClock();
    const signedInAt = clock.now();
    const browser = await signedInAs(await makeUser(env.DB));
    const sessionId = (browser.jar.values.get("mypin_refresh") ?? "").split(".")[0] ?? "";
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      const response = await refreshAt(browser);
      expect(response.status).toBe(200);
      const refresh = response.headers.getSetCookie().find((cookie) => cookie.startsWith("mypin_refresh="));
      expect(refresh).toContain(`Max-Age=${(30 - day) * 86_400}`);
    }
    const row = await createDb(env.DB).query.sessions.findFirst({ where: eq(sessions.id, sessionId) });
    expect(row?.expiresAt).toBe(signedInAt + 30 * DAY);

    clock.advance(6 * DAY);
    expect((await refreshAt(browser)).status).toBe(401);
    expect(browser.jar.values.size).toBe(0);
  });

  it("issues no access token that outlives the session", async () => {
    const clock = fakeClock();
    const browser = await signedInAs(await makeUser(env.DB));
    for (let day = 6; day <= 24; day += 6) {
      clock.advance(6 * DAY);
      await refreshAt(browser);
    }
    clock.advance(6 * DAY - 5 * 60_000);
    const response = await refreshAt(browser);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toContain("Max-Age=300;");
    clock.advance(5 * 60_000);
    expect((await browser.get("/api/me")).status).toBe(401);
  });

  it("ends after 7 days without use, and not before", async () => {
    const clock = fakeClock();
    const browser = await signedInAs(await makeUser(env.DB));
    clock.advance(7 * DAY - 60_000);
    expect((await refreshAt(browser)).status).toBe(200);
    clock.advance(7 * DAY - 60_000);
    expect((await refreshAt(browser)).status).toBe(200);
    clock.advance(7 * DAY);
    expect((await refreshAt(browser)).status).toBe(401);
    expect(browser.jar.values.size).toBe(0);
  });
});

describe("requireRole", () => {
  // A route that exists only in this test, guarded as help-desk routes will be.
  const probe = new Hono<THonoEnv>()
    .use(withDependencies, session)
    .get("/probe", requireRole("help_desk", "system_admin"), (c) => c.json({ ok: true }, 200))
    .onError((error, c) => (error instanceof AppError ? c.json(errorBody(error), error.status) : c.text("bug", 500)));
  const call = (browser: TBrowserSession) =>
    probe.request(`${ORIGIN}/probe`, { headers: { Cookie: browser.jar.header() } }, env, createExecutionContext());

  it("answers 401 when nobody is signed in", async () => {
    const response = await call(browserSession());
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("UNAUTHENTICATED");
  });

  it("answers 403 to an account without the role", async () => {
    const response = await call(await signedInAs(await makeUser(env.DB)));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "FORBIDDEN", message: "You do not have permission to do this" },
    });
  });

  it("answers 403 once the role has expired, even with a token issued before", async () => {
    const user = await makeUser(env.DB, { roles: [{ role: "help_desk", expiresAt: Date.now() + 60_000 }] });
    const browser = await signedInAs(user);
    expect((await call(browser)).status).toBe(200);
    await env.DB.prepare("UPDATE user_roles SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    expect((await call(browser)).status).toBe(403);
  });

  it("answers 401 to a staff member's access token once the session is signed out", async () => {
    const browser = await signedInAs(await makeUser(env.DB, { roles: [{ role: "help_desk" }] }));
    const copied = copyOf(browser);
    expect((await call(copied)).status).toBe(200);
    await browser.post("/api/auth/sign-out", {});
    const response = await call(copied);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("UNAUTHENTICATED");
  });

  it("lets an account with one of the roles through", async () => {
    const response = await call(await signedInAs(await makeUser(env.DB, { roles: [{ role: "system_admin" }] })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
