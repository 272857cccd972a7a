import { utcDay } from "../../../domain/analytics";
import { monthOf, type TAllowance } from "../../../domain/api-keys";
import type { TErrorCode } from "../../../domain/errors";
import { LEASE_MS, type TSettlement, type TTaken } from "../../durable/api-quota";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";

// One call of the public API: allowed with what is left of the account's allowance, or refused
// with it (for the 429's headers and Retry-After).
export type TCallAllowance =
  | { ok: true; allowance: TAllowance }
  | { ok: false; code: TErrorCode; allowance: TAllowance; retryAfterSeconds: number };

export const quotaOf = (env: Env, userId: string) => env.API_QUOTA.getByName(userId);

// The most calls one lease may hold: at most this many of a dying isolate's calls go uncounted.
const LEASE_MAX = 64;

type TLease = {
  id: string;
  granted: number;
  spent: Map<string, number>;
  spentCount: number;
  grantedAt: number;
  monthlyRemaining: number;
  burstRemaining: number;
  burstResetAt: number;
};

// This isolate's standing with one key (by its secret's hash): the lease it spends, the grant it
// is waiting for, and how many calls to ask for next.
type TKeyState = {
  userId: string;
  keyId: string;
  lease: TLease | null;
  taking: Promise<TTaken> | null;
  lastTakeAt: number;
  lastGranted: number;
};

const keyStates = new Map<string, TKeyState>();

const REFUSALS = {
  burst: "API_BURST_LIMITED",
  monthly: "API_QUOTA_EXCEEDED",
  cap: "API_KEY_CAP_REACHED",
} as const satisfies Record<string, TErrorCode>;

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

function allowanceOf(left: Omit<TLease, "id" | "granted" | "spent" | "grantedAt">, now: number): TAllowance {
  return {
    monthly: {
      remaining: Math.max(0, left.monthlyRemaining - left.spentCount),
      resetSeconds: secondsUntil(monthOf(now).endsAt, now),
    },
    burst: {
      remaining: Math.max(0, left.burstRemaining - left.spentCount),
      resetSeconds: secondsUntil(left.burstResetAt, now),
    },
  };
}

type TLimits = { monthlyCalls: number; burstCalls: number };

const settlementOf = (lease: TLease): TSettlement => ({
  leaseId: lease.id,
  spent: [...lease.spent].map(([day, calls]) => ({ day, calls })),
});

function spendFrom(lease: TLease, now: number) {
  const day = utcDay(now);
  lease.spent.set(day, (lease.spent.get(day) ?? 0) + 1);
  lease.spentCount += 1;
}

// Spends one call of the key (docs/decisions/046). A key called now and then asks its account's
// quota object for each call; a key whose calls come faster than LEASE_MS apart is granted leases
// of 2, 4, ... LEASE_MAX calls, spent here and settled when used up or LEASE_MS after they were
// granted, so the object sees a request per lease rather than per call.
export async function spendCall(
  deps: TDeps,
  key: { id: string; userId: string; keyHash: string },
  limits: TLimits,
): Promise<TCallAllowance> {
  const state = keyStates.get(key.keyHash) ?? newState(key);
  for (;;) {
    const { lease } = state;
    if (lease && lease.spentCount < lease.granted && deps.now - lease.grantedAt < LEASE_MS) {
      spendFrom(lease, deps.now);
      return { ok: true, allowance: allowanceOf(lease, deps.now) };
    }
    if (state.taking === null) return take(deps, state, key.keyHash, limits);
    await state.taking;
  }
}

function newState(key: { id: string; userId: string; keyHash: string }): TKeyState {
  const state = { userId: key.userId, keyId: key.id, lease: null, taking: null, lastTakeAt: 0, lastGranted: 0 };
  keyStates.set(key.keyHash, state);
  return state;
}

async function take(deps: TDeps, state: TKeyState, keyHash: string, limits: TLimits): Promise<TCallAllowance> {
  const previous = state.lease;
  state.lease = null;
  // Calls coming faster than a lease lasts ask for twice the last grant; a quiet key for one.
  const busy = deps.now - state.lastTakeAt < LEASE_MS && (previous === null || previous.spentCount >= previous.granted);
  const want = busy ? Math.min(LEASE_MAX, Math.max(1, state.lastGranted) * 2) : 1;
  state.lastTakeAt = deps.now;
  state.taking = quotaOf(deps.env, state.userId).take({
    keyId: state.keyId,
    keyHash,
    now: deps.now,
    ...limits,
    want,
    settle: previous ? settlementOf(previous) : null,
  });
  let taken: TTaken;
  try {
    taken = await state.taking;
  } catch (error) {
    // The object was not reached: the last lease is kept, so its timer or the next grant still
    // settles what it spent.
    state.lease ??= previous;
    throw error;
  } finally {
    state.taking = null;
  }
  if (!taken.ok) {
    state.lastGranted = 0;
    if (taken.reason === "revoked") throw new AppError("API_KEY_REVOKED");
    const left = { ...taken, spentCount: 0 };
    return {
      ok: false,
      code: REFUSALS[taken.reason],
      allowance: allowanceOf(left, deps.now),
      retryAfterSeconds: secondsUntil(taken.retryAt, deps.now),
    };
  }
  state.lastGranted = taken.granted;
  // One call granted alone was spent and counted by the object; a lease is spent here.
  const lease: TLease = {
    id: taken.leaseId ?? "",
    granted: taken.granted,
    spent: new Map(),
    spentCount: 0,
    grantedAt: deps.now,
    monthlyRemaining: taken.monthlyRemaining,
    burstRemaining: taken.burstRemaining,
    burstResetAt: taken.burstResetAt,
  };
  spendFrom(lease, deps.now);
  if (taken.leaseId !== null) {
    state.lease = lease;
    const settleAt = deps.now + LEASE_MS;
    deps.waitUntil(scheduler.wait(LEASE_MS).then(() => settleIfHeld(deps.env, state, lease, settleAt)));
  }
  return { ok: true, allowance: allowanceOf(lease, deps.now) };
}

async function settleIfHeld(env: Env, state: TKeyState, lease: TLease, now: number) {
  if (state.lease !== lease) return;
  state.lease = null;
  await quotaOf(env, state.userId).settle(settlementOf(lease), now);
}

// Settles every lease this isolate holds of the account's keys, so what the object says next
// counts every call spent here (the keys screen reads it), and forgets the key a secret was
// when the secret has been revoked or rotated away.
export async function settleLeasesOf({ env, now }: TDeps, userId: string, retiredHash?: string) {
  const held = [...keyStates].filter(([, state]) => state.userId === userId);
  await Promise.all(held.map(([, state]) => (state.lease ? settleIfHeld(env, state, state.lease, now) : undefined)));
  if (retiredHash !== undefined) keyStates.delete(retiredHash);
}
