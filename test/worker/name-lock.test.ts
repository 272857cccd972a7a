import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { HOLD_MS, type THold } from "../../worker/durable/name-lock";
import { nameLock } from "../../worker/services/locks";

describe("NameLock", () => {
  it("gives a free name to the first holder for ten minutes", async () => {
    const lock = nameLock(env, "first.come");
    const now = Date.now();
    expect(await lock.hold("alice", "user", now)).toEqual({ ok: true, expiresAt: now + HOLD_MS });
    expect(await lock.status("alice", now)).toEqual({ isLocked: true, lockedByCurrentUser: true, expiresAt: now + HOLD_MS });
    expect(await lock.status(null, now)).toEqual({ isLocked: true, lockedByCurrentUser: false, expiresAt: now + HOLD_MS });
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

  it("lets only the holder release the hold", async () => {
    const lock = nameLock(env, "released");
    await lock.hold("alice", "user");
    expect(await lock.release("bob")).toBe(false);
    expect(await lock.release("alice")).toBe(true);
    expect((await lock.status(null)).isLocked).toBe(false);
  });

  it("keeps a live hold when its alarm runs early", async () => {
    const lock = nameLock(env, "early.alarm");
    await lock.hold("alice", "user");
    expect(await runDurableObjectAlarm(lock)).toBe(true);
    expect(await runInDurableObject(lock, (_instance, state) => state.storage.get<THold>("hold"))).toMatchObject({
      holder: "alice",
    });
  });

  it("removes the hold from storage by itself when it expires", async () => {
    const lock = nameLock(env, "self.expiring");
    await lock.hold("alice", "user", Date.now() - HOLD_MS + 300);
    await vi.waitFor(
      async () => {
        const stored = await runInDurableObject(lock, (_instance, state) => state.storage.get<THold>("hold"));
        expect(stored).toBeUndefined();
      },
      { timeout: 3000 },
    );
  });
});
