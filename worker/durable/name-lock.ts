import { DurableObject } from "cloudflare:workers";
import type * as z from "zod";
import type { ZHoldStatus } from "../../domain/answers/names";
import { HOLD_COOLDOWN_MS, MAX_HOLD_WITHOUT_CHECKOUT_MS } from "../../domain/holds";
import { configOf } from "../config";
import type { Env } from "../env";

// checkoutSessionId is set once the holder starts paying: the hold then lasts as long as that
// checkout session, and cancelling the hold must expire the session too.
export type THold = {
  holder: string;
  kind: "user" | "anonymous";
  expiresAt: number;
  checkoutSessionId: string | null;
};

export type THoldStatus = z.output<typeof ZHoldStatus>;

export type THoldResult =
  | { ok: true; expiresAt: number }
  | { ok: false; reason: "held" }
  | { ok: false; reason: "time-limit"; retryAt: number };

// Since when each holder, and each client address, has held the name: kept after the hold ends,
// so letting a hold lapse (or cancelling it) and taking it again does not start the 30 minutes
// afresh, and neither do two accounts, or a signed-out visitor and an account, taking turns from
// one address. Keyed by holder and by "address:" and the address; an entry is forgotten once its
// cooldown is over.
type TTenures = Record<string, number>;

export type TConvertResult =
  | { ok: true; expiresAt: number }
  | { ok: false; reason: "reserved" }
  | { ok: false; reason: "time-limit"; retryAt: number };

const KEY = "hold";
const TENURES_KEY = "tenures";

const addressKey = (address: string) => `address:${address}`;
// A tenure's 30 minutes and its cooldown after them.
const tenureEnd = (since: number) => since + MAX_HOLD_WITHOUT_CHECKOUT_MS + HOLD_COOLDOWN_MS;

// One object per name key, the name's skeleton (services/names/locks.ts): every request for that name and
// its look-alikes is serialised here, so two buyers can never both believe they hold it.
export class NameLock extends DurableObject<Env> {
  private holdMs() {
    return configOf(this.env).HOLD_SECONDS * 1000;
  }

  // Every decision reads and writes storage synchronously (the SQLite-backed KV API), with no await
  // in between: awaiting an async get let a second buyer's call interleave and take the name too.
  private current(now: number): THold | null {
    const hold = this.ctx.storage.kv.get<THold>(KEY);
    if (!hold || hold.expiresAt <= now) return null;
    return hold;
  }

  private save(hold: THold) {
    this.ctx.storage.kv.put(KEY, hold);
    return this.ctx.storage.setAlarm(hold.expiresAt);
  }

  // The tenures still counting at `now`.
  private tenures(now: number): TTenures {
    const stored = this.ctx.storage.kv.get<TTenures>(TENURES_KEY) ?? {};
    return Object.fromEntries(Object.entries(stored).filter(([, since]) => tenureEnd(since) > now));
  }

  // When this holder's time on the name began (the earliest of the holder's and the address's), or
  // why they may not hold it now. A hold with a checkout lasts as long as the checkout whatever its
  // tenure.
  private tenure(keys: string[], existing: THold | null, now: number): { since: number } | { retryAt: number } {
    const tenures = this.tenures(now);
    const sinces = keys.flatMap((key) => (tenures[key] === undefined ? [] : [tenures[key]]));
    if (sinces.length === 0) return { since: now };
    const since = Math.min(...sinces);
    const capEnd = since + MAX_HOLD_WITHOUT_CHECKOUT_MS;
    if (now < capEnd || existing?.checkoutSessionId) return { since };
    if (now < tenureEnd(since)) return { retryAt: tenureEnd(since) };
    return { since: now };
  }

  private keepTenure(keys: string[], since: number, now: number) {
    const tenures = this.tenures(now);
    for (const key of keys) tenures[key] = since;
    this.ctx.storage.kv.put(TENURES_KEY, tenures);
  }

  private clear(now: number) {
    this.ctx.storage.kv.delete(KEY);
    return this.forgetTenuresLater(now);
  }

  // With no hold left, the only alarm is the one that forgets the tenures once none matters.
  private forgetTenuresLater(now: number) {
    const ends = Object.values(this.tenures(now)).map(tenureEnd);
    if (ends.length === 0) {
      this.ctx.storage.kv.delete(TENURES_KEY);
      return this.ctx.storage.deleteAlarm();
    }
    return this.ctx.storage.setAlarm(Math.min(...ends));
  }

  // A holder asking again renews the hold, but never shortens one a checkout has extended, and
  // never past 30 minutes from when the holder (or anyone at its address) first took the name.
  async hold(
    holder: string,
    kind: THold["kind"],
    now = Date.now(),
    address: string | null = null,
  ): Promise<THoldResult> {
    const existing = this.current(now);
    if (existing && existing.holder !== holder) return { ok: false, reason: "held" };
    const keys = address === null ? [holder] : [holder, addressKey(address)];
    const tenure = this.tenure(keys, existing, now);
    if ("retryAt" in tenure) return { ok: false, reason: "time-limit", retryAt: tenure.retryAt };
    const renewed = Math.min(now + this.holdMs(), tenure.since + MAX_HOLD_WITHOUT_CHECKOUT_MS);
    const expiresAt = Math.max(renewed, existing?.expiresAt ?? 0);
    this.keepTenure(keys, tenure.since, now);
    await this.save({ holder, kind, expiresAt, checkoutSessionId: existing?.checkoutSessionId ?? null });
    return { ok: true, expiresAt };
  }

  async status(holder: string | null, now = Date.now()): Promise<THoldStatus> {
    const hold = this.current(now);
    return {
      isLocked: hold !== null,
      lockedByCurrentUser: hold !== null && holder !== null && hold.holder === holder,
      expiresAt: hold?.expiresAt ?? null,
    };
  }

  // Sign-in turns the visitor's anonymous hold into the user's own,
  // with the visitor's time on the name. A name nobody holds any more is simply held afresh; one
  // someone else took is refused.
  async convert(
    anonymousHolder: string | null,
    userHolder: string,
    now = Date.now(),
    address: string | null = null,
  ): Promise<TConvertResult> {
    const existing = this.current(now);
    if (existing && existing.holder !== userHolder && existing.holder !== anonymousHolder) {
      return { ok: false, reason: "reserved" };
    }
    const keys = [userHolder, ...(anonymousHolder === null ? [] : [anonymousHolder])];
    if (address !== null) keys.push(addressKey(address));
    const tenure = this.tenure(keys, existing, now);
    if ("retryAt" in tenure) return { ok: false, reason: "time-limit", retryAt: tenure.retryAt };
    this.keepTenure(keys, tenure.since, now);
    const renewed = Math.min(now + this.holdMs(), tenure.since + MAX_HOLD_WITHOUT_CHECKOUT_MS);
    const expiresAt = Math.max(renewed, existing?.expiresAt ?? 0);
    await this.save({
      holder: userHolder,
      kind: "user",
      expiresAt,
      checkoutSessionId: existing?.checkoutSessionId ?? null,
    });
    return { ok: true, expiresAt };
  }

  // Starting a checkout keeps the name for as long as the buyer can still pay (docs/decisions/006).
  // A buyer who starts again replaces their earlier session, which the caller must then expire so
  // that only one checkout can be paid for the name.
  async extendForCheckout(
    holder: string,
    checkoutSessionId: string,
    until: number,
    now = Date.now(),
  ): Promise<{ extended: boolean; replaced: string | null }> {
    const existing = this.current(now);
    if (!existing || existing.holder !== holder) return { extended: false, replaced: null };
    await this.save({ ...existing, checkoutSessionId, expiresAt: Math.max(existing.expiresAt, until) });
    const replaced = existing.checkoutSessionId !== checkoutSessionId ? existing.checkoutSessionId : null;
    return { extended: true, replaced };
  }

  // Only the holder may cancel; the answer names the checkout session the caller must now expire.
  async cancel(holder: string, now = Date.now()): Promise<{ released: boolean; checkoutSessionId: string | null }> {
    const hold = this.current(now);
    if (!hold || hold.holder !== holder) return { released: false, checkoutSessionId: null };
    await this.clear(now);
    return { released: true, checkoutSessionId: hold.checkoutSessionId };
  }

  // Fulfilment completes the hold of the checkout that paid; an expired checkout frees its own hold.
  // Both are keyed by the session, so a stale event cannot end a newer buyer's hold.
  async endCheckout(checkoutSessionId: string, now = Date.now()): Promise<boolean> {
    const hold = this.current(now);
    if (!hold || hold.checkoutSessionId !== checkoutSessionId) return false;
    await this.clear(now);
    return true;
  }

  // A released pin's name starts afresh for everyone: no tenure, and no hold unless one is paying
  // (a checkout started since cannot be undone here; its own expiry or fulfilment ends it).
  async free(now = Date.now()): Promise<void> {
    this.ctx.storage.kv.delete(TENURES_KEY);
    if (this.current(now)?.checkoutSessionId) return;
    this.ctx.storage.kv.delete(KEY);
    await this.ctx.storage.deleteAlarm();
  }

  // An alarm that fires before a renewed hold ends sets itself again for the hold's new end; once
  // the hold is gone, each tenure is kept until its cooldown is over, then forgotten.
  override async alarm() {
    const now = Date.now();
    const hold = this.ctx.storage.kv.get<THold>(KEY);
    if (hold && hold.expiresAt > now) return this.ctx.storage.setAlarm(hold.expiresAt);
    if (hold) this.ctx.storage.kv.delete(KEY);
    this.ctx.storage.kv.put(TENURES_KEY, this.tenures(now));
    return this.forgetTenuresLater(now);
  }
}
