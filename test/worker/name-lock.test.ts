import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { THold } from "../../worker/durable/name-lock";
import { nameLock } from "../../worker/services/names/locks";

// wrangler.toml's HOLD_SECONDS.
const HOLD_MS = Number(env.HOLD_SECONDS) * 1000;
const stored = (lock: ReturnType<typeof nameLock>) =>
  runInDurableObject(lock, (_instance, state) => state.storage.get<THold>("hold"));

describe("NameLock", () => {
  it("gives a free name to the first holder for the configured time", async () => {
    const lock = nameLock(env, "first.come");
    const now = Date.now();
    expect(HOLD_MS).toBe(600_000);
    expect(await lock.hold("alice", "user", now)).toEqual({ ok: true, expiresAt: now + HOLD_MS });
    expect(await lock.status("alice", now)).toEqual({
      isLocked: true,
      lockedByCurrentUser: true,
      expiresAt: now + HOLD_MS,
    });
    expect(await lock.status(null, now)).toEqual({
      isLocked: true,
      lockedByCurrentUser: false,
      expiresAt: now + HOLD_MS,
    });
  });

  // Awaiting an async read before the write once let two of a hundred callers both win.
  it("gives a name to exactly one of many holders who ask at once", async () => {
    for (let round = 0; round < 10; round += 1) {
      const lock = nameLock(env, `rush.${round}.${crypto.randomUUID().slice(0, 6)}`);
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, index) => lock.hold(`holder-${index}`, "user")),
      );
      expect(
        results.filter((result) => result.ok),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });

  it("refuses a second holder while the hold lasts and lets the holder renew it", async () => {
    const lock = nameLock(env, "contested");
    const now = Date.now();
    await lock.hold("alice", "user", now);
    expect(await lock.hold("bob", "anonymous", now + 1000)).toEqual({ ok: false, reason: "held" });
    expect(await lock.hold("alice", "user", now + 2000)).toEqual({ ok: true, expiresAt: now + 2000 + HOLD_MS });
  });

  it("frees the name once the hold has expired", async () => {
    const lock = nameLock(env, "expiring");
    const now = Date.now();
    await lock.hold("alice", "user", now);
    expect((await lock.status(null, now + HOLD_MS)).isLocked).toBe(false);
    expect(await lock.hold("bob", "user", now + HOLD_MS)).toEqual({ ok: true, expiresAt: now + 2 * HOLD_MS });
  });

  it("lets only the holder cancel, and names the checkout the cancel must expire", async () => {
    const lock = nameLock(env, "cancelled");
    const now = Date.now();
    await lock.hold("alice", "user", now);
    await lock.extendForCheckout("alice", "cs_1", now + 30 * 60_000, now);
    expect(await lock.cancel("bob", now)).toEqual({ released: false, checkoutSessionId: null });
    expect(await lock.cancel("alice", now)).toEqual({ released: true, checkoutSessionId: "cs_1" });
    expect((await lock.status(null, now)).isLocked).toBe(false);
  });

  it("lasts as long as the checkout once one starts, and a renewal never shortens it", async () => {
    const lock = nameLock(env, "paying.now");
    const now = Date.now();
    await lock.hold("alice", "user", now);
    expect(await lock.extendForCheckout("bob", "cs_x", now + 30 * 60_000, now)).toEqual({
      extended: false,
      replaced: null,
    });
    expect(await lock.extendForCheckout("alice", "cs_2", now + 30 * 60_000, now)).toEqual({
      extended: true,
      replaced: null,
    });
    expect(await lock.extendForCheckout("alice", "cs_3", now + 31 * 60_000, now)).toEqual({
      extended: true,
      replaced: "cs_2",
    });
    expect(await lock.hold("alice", "user", now + 1000)).toEqual({ ok: true, expiresAt: now + 31 * 60_000 });
  });

  it("ends only the hold of the checkout that names it", async () => {
    const lock = nameLock(env, "ending.checkout");
    const now = Date.now();
    await lock.hold("alice", "user", now);
    await lock.extendForCheckout("alice", "cs_new", now + 30 * 60_000, now);
    expect(await lock.endCheckout("cs_old", now)).toBe(false);
    expect((await lock.status(null, now)).isLocked).toBe(true);
    expect(await lock.endCheckout("cs_new", now)).toBe(true);
    expect((await lock.status(null, now)).isLocked).toBe(false);
  });

  describe("converting a signed-out visitor's hold on sign-in", () => {
    it("makes the visitor's hold the user's own", async () => {
      const lock = nameLock(env, "convert.mine");
      const now = Date.now();
      await lock.hold("anonymous:t1", "anonymous", now);
      expect(await lock.convert("anonymous:t1", "user:u1", now + 1000)).toEqual({
        ok: true,
        expiresAt: now + 1000 + HOLD_MS,
      });
      expect(await stored(lock)).toMatchObject({ holder: "user:u1", kind: "user" });
    });

    it("succeeds when the user already holds the name", async () => {
      const lock = nameLock(env, "convert.already");
      const now = Date.now();
      await lock.hold("user:u1", "user", now);
      expect((await lock.convert(null, "user:u1", now)).ok).toBe(true);
    });

    it("holds afresh a name whose hold ran out and nobody took", async () => {
      const lock = nameLock(env, "convert.lapsed");
      const now = Date.now();
      await lock.hold("anonymous:t1", "anonymous", now);
      expect((await lock.convert("anonymous:t1", "user:u1", now + HOLD_MS + 1)).ok).toBe(true);
      expect((await lock.status("user:u1", now + HOLD_MS + 1)).lockedByCurrentUser).toBe(true);
    });

    it("refuses when someone else holds the name", async () => {
      const lock = nameLock(env, "convert.theirs");
      const now = Date.now();
      await lock.hold("anonymous:other", "anonymous", now);
      expect(await lock.convert("anonymous:t1", "user:u1", now)).toEqual({ ok: false, reason: "reserved" });
    });
  });

  it("keeps a live hold when its alarm runs early, and sets the alarm again for its end", async () => {
    const lock = nameLock(env, "early.alarm");
    const result = await lock.hold("alice", "user");
    expect(await runDurableObjectAlarm(lock)).toBe(true);
    expect(await stored(lock)).toMatchObject({ holder: "alice" });
    expect(await runInDurableObject(lock, (_instance, state) => state.storage.getAlarm())).toBe(
      result.ok ? result.expiresAt : 0,
    );
  });

  it("removes the hold from storage by itself when it expires", async () => {
    const lock = nameLock(env, "self.expiring");
    await lock.hold("alice", "user", Date.now() - HOLD_MS + 300);
    await vi.waitFor(async () => expect(await stored(lock)).toBeUndefined(), { timeout: 3000 });
  });

  describe("a holder's 30 minutes without a checkout", () => {
    const MINUTE = 60_000;

    it("end 30 minutes after the holder took the name, however often they renew", async () => {
      const lock = nameLock(env, `tenure.${crypto.randomUUID().slice(0, 8)}`);
      const start = Date.now();
      await lock.hold("alice", "user", start);
      expect(await lock.hold("alice", "user", start + 15 * MINUTE)).toEqual({
        ok: true,
        expiresAt: start + 25 * MINUTE,
      });
      expect(await lock.hold("alice", "user", start + 25 * MINUTE)).toEqual({
        ok: true,
        expiresAt: start + 30 * MINUTE,
      });
      expect(await lock.hold("alice", "user", start + 30 * MINUTE)).toEqual({
        ok: false,
        reason: "time-limit",
        retryAt: start + 60 * MINUTE,
      });
      // Letting it lapse or cancelling does not start the 30 minutes again; someone else may take it.
      expect((await lock.hold("alice", "user", start + 59 * MINUTE)).ok).toBe(false);
      expect(await lock.hold("alice", "user", start + 60 * MINUTE)).toEqual({
        ok: true,
        expiresAt: start + 70 * MINUTE,
      });
    });

    it("count from the first hold even after a cancel, and free the name for others at once", async () => {
      const lock = nameLock(env, `tenure.${crypto.randomUUID().slice(0, 8)}`);
      const start = Date.now();
      await lock.hold("alice", "user", start);
      await lock.cancel("alice", start + 20 * MINUTE);
      expect(await lock.hold("alice", "user", start + 21 * MINUTE)).toEqual({
        ok: true,
        expiresAt: start + 30 * MINUTE,
      });
      expect(await lock.hold("bob", "user", start + 31 * MINUTE)).toEqual({ ok: true, expiresAt: start + 41 * MINUTE });
    });

    it("do not cut short a hold a checkout has extended", async () => {
      const lock = nameLock(env, `tenure.${crypto.randomUUID().slice(0, 8)}`);
      const start = Date.now();
      await lock.hold("alice", "user", start);
      await lock.hold("alice", "user", start + 9 * MINUTE);
      await lock.hold("alice", "user", start + 19 * MINUTE);
      await lock.extendForCheckout("alice", "cs_late", start + 59 * MINUTE, start + 28 * MINUTE);
      expect(await lock.hold("alice", "user", start + 40 * MINUTE)).toEqual({
        ok: true,
        expiresAt: start + 59 * MINUTE,
      });
    });

    it("carry over from the visitor's hold to the user who signs in", async () => {
      const lock = nameLock(env, `tenure.${crypto.randomUUID().slice(0, 8)}`);
      const start = Date.now();
      await lock.hold("anonymous:t1", "anonymous", start);
      await lock.hold("anonymous:t1", "anonymous", start + 9 * MINUTE);
      expect(await lock.convert("anonymous:t1", "user:u1", start + 25 * MINUTE)).toEqual({
        ok: true,
        expiresAt: start + 30 * MINUTE,
      });
      expect(await lock.convert("anonymous:t1", "user:u1", start + 31 * MINUTE)).toEqual({
        ok: false,
        reason: "time-limit",
        retryAt: start + 60 * MINUTE,
      });
    });

    it("are forgotten by the alarm once the wait is over", async () => {
      const lock = nameLock(env, `tenure.${crypto.randomUUID().slice(0, 8)}`);
      const keys = () =>
        runInDurableObject(lock, (_instance, state) => [...state.storage.kv.list()].map(([key]) => key));
      const tenures = () =>
        runInDurableObject(lock, (_instance, state) => Object.keys(state.storage.kv.get<object>("tenures") ?? {}));
      await lock.hold("alice", "user", Date.now() - 15 * MINUTE);
      await vi.waitFor(async () => expect(await keys()).toEqual(["tenures"]), { timeout: 3000 });
      await lock.cancel("alice");
      // Bob's wait is over at once and he is forgotten; Alice's 30 minutes still count.
      await lock.hold("bob", "user", Date.now() - 60 * MINUTE);
      await vi.waitFor(async () => expect(await tenures()).toEqual(["alice"]), { timeout: 3000 });

      const other = nameLock(env, `tenure.${crypto.randomUUID().slice(0, 8)}`);
      await other.hold("carol", "user", Date.now() - 60 * MINUTE);
      await vi.waitFor(
        async () =>
          expect(await runInDurableObject(other, (_instance, state) => [...state.storage.kv.list()].length)).toBe(0),
        { timeout: 3000 },
      );
    });
  });
});
