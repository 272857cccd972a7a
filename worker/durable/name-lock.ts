import { DurableObject } from "cloudflare:workers";

export const HOLD_MS = 10 * 60 * 1000;

export type THold = { holder: string; kind: "user" | "anonymous"; expiresAt: number };

export type THoldStatus = { isLocked: boolean; lockedByCurrentUser: boolean; expiresAt: number | null };

export type THoldResult = { ok: true; expiresAt: number } | { ok: false; reason: "held" };

const KEY = "hold";

// One object per lower-cased name (DESIGN section 5): every request for that name is serialised
// here, so two buyers can never both believe they hold it.
export class NameLock extends DurableObject {
  private async current(now: number): Promise<THold | null> {
    const hold = await this.ctx.storage.get<THold>(KEY);
    if (!hold || hold.expiresAt <= now) return null;
    return hold;
  }

  async hold(holder: string, kind: THold["kind"], now = Date.now()): Promise<THoldResult> {
    const existing = await this.current(now);
    if (existing && existing.holder !== holder) return { ok: false, reason: "held" };
    const hold: THold = { holder, kind, expiresAt: now + HOLD_MS };
    await this.ctx.storage.put(KEY, hold);
    await this.ctx.storage.setAlarm(hold.expiresAt);
    return { ok: true, expiresAt: hold.expiresAt };
  }

  async status(holder: string | null, now = Date.now()): Promise<THoldStatus> {
    const hold = await this.current(now);
    return {
      isLocked: hold !== null,
      lockedByCurrentUser: hold !== null && holder !== null && hold.holder === holder,
      expiresAt: hold?.expiresAt ?? null,
    };
  }

  // Completing a purchase and cancelling one both end the hold; only its holder may end it.
  async release(holder: string, now = Date.now()): Promise<boolean> {
    const hold = await this.current(now);
    if (!hold || hold.holder !== holder) return false;
    await this.ctx.storage.delete(KEY);
    await this.ctx.storage.deleteAlarm();
    return true;
  }

  override async alarm() {
    const hold = await this.ctx.storage.get<THold>(KEY);
    if (hold && hold.expiresAt <= Date.now()) await this.ctx.storage.delete(KEY);
  }
}
