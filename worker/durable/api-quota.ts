import { DurableObject } from "cloudflare:workers";
import { utcDay } from "../../domain/analytics";
import { BURST_SECONDS, monthOf } from "../../domain/api-keys";
import type { Env } from "../env";

// The calls an isolate spent of a lease, by UTC day, returned with what it did not spend.
export type TSettlement = { leaseId: string; spent: { day: string; calls: number }[] };

export type TTakeRequest = {
  keyId: string;
  keyHash: string;
  now: number;
  monthlyCalls: number;
  burstCalls: number;
  // How many calls the isolate asks for: 1 is one call, spent and counted here and now; more is a
  // lease, counted when it is settled.
  want: number;
  // The isolate's last lease of this key, settled in the same request.
  settle: TSettlement | null;
};

// monthlyRemaining: the calls this key may still make this month before this grant's (the
// account's, or its own cap's when fewer); burstResetAt: when the key's window starts again.
type TLeft = { monthlyRemaining: number; burstRemaining: number; burstResetAt: number };

export type TTaken =
  | ({ ok: true; granted: number; leaseId: string | null } & TLeft)
  | { ok: false; reason: "revoked" }
  | ({ ok: false; reason: "burst" | "monthly" | "cap"; retryAt: number } & TLeft);

export type TUsage = {
  month: string;
  days: { day: string; calls: number }[];
  keys: { keyId: string; calls: number }[];
};

const BURST_MS = BURST_SECONDS * 1000;
// A lease not settled this long after it was granted belongs to an isolate that died: it no longer
// holds calls back, and what it spent is not counted.
export const LEASE_MS = 2_000;
const LEASE_OUTSTANDING_MS = LEASE_MS + 10_000;

type TLease = { keyId: string; granted: number; grantedAt: number; windowStartsAt: number };

// What the month, the key's cap and its burst window leave a grant, and when a refusal may try again.
type TRoom = {
  accountRemaining: number;
  keyRemaining: number;
  monthlyRetryAt: number;
  capRetryAt: number;
  burst: { startsAt: number; calls: number };
  left: TLeft;
};

function refusal({ accountRemaining, keyRemaining, monthlyRetryAt, capRetryAt, left }: TRoom): TTaken {
  if (accountRemaining <= 0) return { ok: false, reason: "monthly", retryAt: monthlyRetryAt, ...left };
  if (keyRemaining <= 0) return { ok: false, reason: "cap", retryAt: capRetryAt, ...left };
  return { ok: false, reason: "burst", retryAt: left.burstResetAt, ...left };
}

// One object per account (docs/decisions/046): every call of the account's keys is granted here,
// one grant at a time, so the quota is never overspent by calls arriving at once in many places.
// A key called now and then spends one call per request, counted at once in the object's SQLite
// storage (by UTC day and key; no D1 row). A busy key's isolate is granted a lease of a few calls
// (doubling while they run out quickly), spends it in memory and settles it within LEASE_MS, so a
// hot key costs a request here per lease rather than per call. The burst windows and the open
// leases are memory only: losing them with the object costs at most one more burst.
export class ApiQuota extends DurableObject<Env> {
  private monthTotal: { month: string; calls: number } | null = null;
  // This month's calls of each capped key, read from storage once per key and month, then kept.
  private keyTotals = new Map<string, { month: string; calls: number }>();
  private caps: Map<string, number>;
  private bursts = new Map<string, { startsAt: number; calls: number }>();
  private leases = new Map<string, TLease>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS calls (
      day TEXT NOT NULL, key_id TEXT NOT NULL, calls INTEGER NOT NULL, PRIMARY KEY (day, key_id))`);
    // Secrets of keys revoked or rotated away: refused at once, wherever an isolate still
    // remembers which key a secret was.
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS retired (key_hash TEXT PRIMARY KEY)");
    // The monthly cap an owner gave a key, kept here rather than read from D1 with the key, so a
    // cap lowered on the keys screen holds at the next grant in every isolate.
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS caps (key_id TEXT PRIMARY KEY, monthly_cap INTEGER NOT NULL)");
    const caps = ctx.storage.sql.exec<{ key_id: string; monthly_cap: number }>("SELECT key_id, monthly_cap FROM caps");
    this.caps = new Map(caps.toArray().map((row) => [row.key_id, row.monthly_cap]));
  }

  // Grants calls of the key, or says why not. Synchronous from the first read to the last write,
  // so no two grants interleave.
  take(request: TTakeRequest): TTaken {
    if (request.settle !== null) this.settle(request.settle, request.now);
    if (this.isRetired(request.keyHash)) return { ok: false, reason: "revoked" };
    const room = this.roomFor(request);
    const granted = Math.min(request.want, room.left.monthlyRemaining, room.left.burstRemaining);
    if (granted <= 0) return refusal(room);
    return this.grant(request, room, granted);
  }

  private isRetired(keyHash: string) {
    return this.ctx.storage.sql.exec("SELECT 1 FROM retired WHERE key_hash = ?", keyHash).toArray().length > 0;
  }

  private roomFor({ keyId, now, monthlyCalls, burstCalls }: TTakeRequest): TRoom {
    const month = monthOf(now);
    const used = this.callsIn(month.month, now);
    const accountRemaining = Math.max(0, monthlyCalls - used - this.outstanding(now));
    const cap = this.caps.get(keyId);
    const keyUsed = cap === undefined ? 0 : this.keyCallsIn(keyId, month.month);
    // A lease is held back from its key's cap as from the month, so no lease lets a key pass it.
    const keyRemaining =
      cap === undefined ? accountRemaining : Math.max(0, cap - keyUsed - this.outstanding(now, keyId));
    const held = this.bursts.get(keyId);
    const burst = held && now - held.startsAt < BURST_MS ? held : { startsAt: now, calls: 0 };
    const left = {
      monthlyRemaining: Math.min(accountRemaining, keyRemaining),
      burstRemaining: Math.max(0, burstCalls - burst.calls),
      burstResetAt: burst.startsAt + BURST_MS,
    };
    // Spent, or promised to leases that will settle within moments.
    const monthlyRetryAt = used >= monthlyCalls ? month.endsAt : now + LEASE_MS;
    const capRetryAt = cap !== undefined && keyUsed >= cap ? month.endsAt : now + LEASE_MS;
    return { accountRemaining, keyRemaining, monthlyRetryAt, capRetryAt, burst, left };
  }

  private grant({ keyId, now }: TTakeRequest, { burst, left }: TRoom, granted: number): TTaken {
    this.bursts.set(keyId, { startsAt: burst.startsAt, calls: burst.calls + granted });
    if (granted === 1) {
      this.record(keyId, [{ day: utcDay(now), calls: 1 }], now);
      return { ok: true, granted, leaseId: null, ...left };
    }
    const leaseId = crypto.randomUUID();
    this.leases.set(leaseId, { keyId, granted, grantedAt: now, windowStartsAt: burst.startsAt });
    return { ok: true, granted, leaseId, ...left };
  }

  // A lease's calls counted, and what it did not spend given back to the month and the key's window.
  settle(settlement: TSettlement, now: number) {
    const lease = this.leases.get(settlement.leaseId);
    if (lease === undefined) return;
    this.leases.delete(settlement.leaseId);
    this.record(lease.keyId, settlement.spent, now);
    const unspent = lease.granted - settlement.spent.reduce((sum, day) => sum + day.calls, 0);
    const window = this.bursts.get(lease.keyId);
    if (window && window.startsAt === lease.windowStartsAt && unspent > 0) window.calls -= unspent;
  }

  retire(keyHash: string) {
    this.ctx.storage.sql.exec("INSERT OR IGNORE INTO retired (key_hash) VALUES (?)", keyHash);
  }

  // The key's own monthly cap from the next grant on; null: only the account's allowance.
  setCap(keyId: string, monthlyCap: number | null) {
    if (monthlyCap === null) {
      this.ctx.storage.sql.exec("DELETE FROM caps WHERE key_id = ?", keyId);
      this.caps.delete(keyId);
      return;
    }
    this.ctx.storage.sql.exec(
      "INSERT INTO caps (key_id, monthly_cap) VALUES (?, ?) ON CONFLICT (key_id) DO UPDATE SET monthly_cap = excluded.monthly_cap",
      keyId,
      monthlyCap,
    );
    this.caps.set(keyId, monthlyCap);
  }

  // This month's calls by day and by key, for the account's keys screen.
  usage(now: number): TUsage {
    const { month } = monthOf(now);
    const rows = this.ctx.storage.sql
      .exec<{ day: string; key_id: string; calls: number }>(
        "SELECT day, key_id, calls FROM calls WHERE substr(day, 1, 7) = ? ORDER BY day",
        month,
      )
      .toArray();
    const total = (by: (row: (typeof rows)[number]) => string) => {
      const sums = new Map<string, number>();
      for (const row of rows) sums.set(by(row), (sums.get(by(row)) ?? 0) + row.calls);
      return [...sums];
    };
    return {
      month,
      days: total((row) => row.day).map(([day, calls]) => ({ day, calls })),
      keys: total((row) => row.key_id).map(([keyId, calls]) => ({ keyId, calls })),
    };
  }

  private record(keyId: string, spent: TSettlement["spent"], now: number) {
    const { month } = monthOf(now);
    for (const { day, calls } of spent) {
      if (calls <= 0) continue;
      this.ctx.storage.sql.exec(
        `INSERT INTO calls (day, key_id, calls) VALUES (?, ?, ?)
         ON CONFLICT (day, key_id) DO UPDATE SET calls = calls + excluded.calls`,
        day,
        keyId,
        calls,
      );
      if (!day.startsWith(month)) continue;
      if (this.monthTotal?.month === month) this.monthTotal.calls += calls;
      const keyTotal = this.keyTotals.get(keyId);
      if (keyTotal?.month === month) keyTotal.calls += calls;
    }
  }

  // Calls promised to open leases (of one key, or of them all): held back from the month until
  // settled or given up for dead.
  private outstanding(now: number, keyId?: string) {
    let calls = 0;
    for (const [id, lease] of this.leases) {
      if (now - lease.grantedAt > LEASE_OUTSTANDING_MS) this.leases.delete(id);
      else if (keyId === undefined || lease.keyId === keyId) calls += lease.granted;
    }
    return calls;
  }

  private keyCallsIn(keyId: string, month: string) {
    const held = this.keyTotals.get(keyId);
    if (held?.month === month) return held.calls;
    const [row] = this.ctx.storage.sql
      .exec<{ calls: number }>(
        "SELECT coalesce(sum(calls), 0) AS calls FROM calls WHERE key_id = ? AND substr(day, 1, 7) = ?",
        keyId,
        month,
      )
      .toArray();
    const total = { month, calls: row?.calls ?? 0 };
    this.keyTotals.set(keyId, total);
    return total.calls;
  }

  // The month's calls so far, read from storage once per month and then kept. A new month also
  // forgets the days before the last one, which no screen shows.
  private callsIn(month: string, now: number) {
    if (this.monthTotal?.month === month) return this.monthTotal.calls;
    const [row] = this.ctx.storage.sql
      .exec<{ calls: number }>("SELECT coalesce(sum(calls), 0) AS calls FROM calls WHERE substr(day, 1, 7) = ?", month)
      .toArray();
    const lastMonth = monthOf(monthOf(now).startsAt - 1).month;
    this.ctx.storage.sql.exec("DELETE FROM calls WHERE substr(day, 1, 7) < ?", lastMonth);
    this.monthTotal = { month, calls: row?.calls ?? 0 };
    return this.monthTotal.calls;
  }
}
