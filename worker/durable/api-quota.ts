import { DurableObject } from "cloudflare:workers";
import { BURST_SECONDS, dayOf, monthOf, type TAllowance } from "../../domain/api-keys";
import type { Env } from "../env";

export type TSpendRequest = {
  keyId: string;
  keyHash: string;
  now: number;
  monthlyCalls: number;
  burstCalls: number;
};

export type TSpend =
  | { ok: true; allowance: TAllowance }
  | { ok: false; reason: "revoked" }
  | { ok: false; reason: "burst" | "monthly"; allowance: TAllowance; retryAfterSeconds: number };

export type TUsage = {
  month: string;
  days: { day: string; calls: number }[];
  keys: { keyId: string; calls: number }[];
};

const BURST_MS = BURST_SECONDS * 1000;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// One object per account (docs/decisions/046): every call of every key of the account is counted
// here, one at a time, so the month's count is exact and the quota is never overspent by calls
// arriving at once in many places. Counts are rows of the object's own SQLite storage, by UTC day
// and key (a storage write per call, none in D1); the burst windows are memory only, since a
// window lost with the object costs at most one more burst.
export class ApiQuota extends DurableObject<Env> {
  private monthTotal: { month: string; calls: number } | null = null;
  private bursts = new Map<string, { startsAt: number; calls: number }>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS calls (
      day TEXT NOT NULL, key_id TEXT NOT NULL, calls INTEGER NOT NULL, PRIMARY KEY (day, key_id))`);
    // Secrets of keys revoked or rotated away: refused at once, wherever an isolate still
    // remembers which key a secret was.
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS retired (key_hash TEXT PRIMARY KEY)");
  }

  // Spends one call of the key, or says why not. Synchronous from the first read to the last
  // write, so no two calls interleave.
  spend(request: TSpendRequest): TSpend {
    const { keyId, keyHash, now } = request;
    if (this.ctx.storage.sql.exec("SELECT 1 FROM retired WHERE key_hash = ?", keyHash).toArray().length > 0) {
      return { ok: false, reason: "revoked" };
    }
    const month = monthOf(now);
    const used = this.callsIn(month.month, now);
    const held = this.bursts.get(keyId);
    const burst = held && now - held.startsAt < BURST_MS ? held : { startsAt: now, calls: 0 };
    const allowance = (spent: number): TAllowance => ({
      monthly: {
        quota: request.monthlyCalls,
        remaining: Math.max(0, request.monthlyCalls - used - spent),
        resetSeconds: seconds(month.endsAt - now),
        windowSeconds: (month.endsAt - month.startsAt) / 1000,
      },
      burst: {
        quota: request.burstCalls,
        remaining: Math.max(0, request.burstCalls - burst.calls - spent),
        resetSeconds: seconds(burst.startsAt + BURST_MS - now),
        windowSeconds: BURST_SECONDS,
      },
    });
    if (used >= request.monthlyCalls) {
      return { ok: false, reason: "monthly", allowance: allowance(0), retryAfterSeconds: seconds(month.endsAt - now) };
    }
    if (burst.calls >= request.burstCalls) {
      const retryAfterSeconds = seconds(burst.startsAt + BURST_MS - now);
      return { ok: false, reason: "burst", allowance: allowance(0), retryAfterSeconds };
    }
    this.ctx.storage.sql.exec(
      `INSERT INTO calls (day, key_id, calls) VALUES (?, ?, 1)
       ON CONFLICT (day, key_id) DO UPDATE SET calls = calls + 1`,
      dayOf(now),
      keyId,
    );
    this.monthTotal = { month: month.month, calls: used + 1 };
    this.bursts.set(keyId, { startsAt: burst.startsAt, calls: burst.calls + 1 });
    return { ok: true, allowance: allowance(1) };
  }

  retire(keyHash: string) {
    this.ctx.storage.sql.exec("INSERT OR IGNORE INTO retired (key_hash) VALUES (?)", keyHash);
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
