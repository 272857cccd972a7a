import { DurableObject } from "cloudflare:workers";
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

export type THoldStatus = { isLocked: boolean; lockedByCurrentUser: boolean; expiresAt: number | null };

export type THoldResult = { ok: true; expiresAt: number } | { ok: false; reason: "held" };

export type TConvertResult = { ok: true; expiresAt: number } | { ok: false; reason: "reserved" };

const KEY = "hold";

// One object per lower-cased name (DESIGN section 5): every request for that name is serialised
// here, so two buyers can never both believe they hold it.
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

  private clear() {
    this.ctx.storage.kv.delete(KEY);
    return this.ctx.storage.deleteAlarm();
  }

  // A holder asking again renews the hold, but never shortens one a checkout has extended.
  async hold(holder: string, kind: THold["kind"], now = Date.now()): Promise<THoldResult> {
    const existing = this.current(now);
    if (existing && existing.holder !== holder) return { ok: false, reason: "held" };
    const expiresAt = Math.max(now + this.holdMs(), existing?.expiresAt ?? 0);
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

  // Sign-in turns the visitor's anonymous hold into the user's own (core-flow section 4, step 4).
  // A name nobody holds any more is simply held afresh; one someone else took is refused.
  async convert(anonymousHolder: string | null, userHolder: string, now = Date.now()): Promise<TConvertResult> {
    const existing = this.current(now);
    if (existing && existing.holder !== userHolder && existing.holder !== anonymousHolder) {
      return { ok: false, reason: "reserved" };
    }
    const expiresAt = Math.max(now + this.holdMs(), existing?.expiresAt ?? 0);
    await this.save({
      holder: userHolder,
      kind: "user",
      expiresAt,
      checkoutSessionId: existing?.checkoutSessionId ?? null,
    });
    return { ok: true, expiresAt };
  }

  // Starting a checkout keeps the name for as long as the buyer can still pay (DESIGN section 6).
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
    await this.clear();
    return { released: true, checkoutSessionId: hold.checkoutSessionId };
  }

  // Fulfilment completes the hold of the checkout that paid; an expired checkout frees its own hold.
  // Both are keyed by the session, so a stale event cannot end a newer buyer's hold.
  async endCheckout(checkoutSessionId: string, now = Date.now()): Promise<boolean> {
    const hold = this.current(now);
    if (!hold || hold.checkoutSessionId !== checkoutSessionId) return false;
    await this.clear();
    return true;
  }

  // An alarm that fires before a renewed hold ends sets itself again for the hold's new end.
  override async alarm() {
    const hold = this.ctx.storage.kv.get<THold>(KEY);
    if (!hold) return;
    if (hold.expiresAt <= Date.now()) this.ctx.storage.kv.delete(KEY);
    else await this.ctx.storage.setAlarm(hold.expiresAt);
  }
}
