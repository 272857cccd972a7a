import type * as z from "zod";
import {
  changeApiKey,
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  rotateApiKey,
  type TApiKeyRow,
} from "../../../db/queries/api-keys";
import type { ZApiKey, ZApiKeys } from "../../../domain/answers/api-keys";
import type { ZApiKeyChange, ZNewApiKey } from "../../../domain/api-key-requests";
import { API_KEY_HINT_LENGTH, API_KEY_PREFIX, MAX_API_KEYS } from "../../../domain/api-keys";
import { apiRefusals } from "../../../domain/messages/developers";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { randomToken, sha256 } from "../../platform/tokens";
import { quotaOf, settleLeasesOf } from "./call-leases";

type TApiKey = z.output<typeof ZApiKey>;

// A new secret: shown once in the answer, kept only as its hash and its last characters.
async function newSecret() {
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  return { secret, keyHash: await sha256(secret), hint: secret.slice(-API_KEY_HINT_LENGTH) };
}

const listed = (row: TApiKeyRow, callsThisMonth: number): TApiKey => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  origins: row.origins,
  hint: row.hint,
  createdAt: row.createdAt,
  rotatedAt: row.rotatedAt,
  callsThisMonth,
  monthlyCap: row.monthlyCap,
});

// A key's cap is at most the account's allowance, which the deployment sets (API_MONTHLY_CALLS).
// The quota object, which grants every call and lease, holds it; it is told first, so a cap lowered
// on the screen holds from the next grant even should the row's write then fail, and this isolate
// gives up the leases it holds (another isolate's runs out within LEASE_MS, as on a revocation).
async function capKey(deps: TDeps, key: { userId: string; id: string }, monthlyCap: number | null) {
  const allowance = configOf(deps.env).API_MONTHLY_CALLS;
  if (monthlyCap !== null && monthlyCap > allowance) {
    throw new AppError("BAD_REQUEST", { message: apiRefusals.capAbove(allowance) });
  }
  await quotaOf(deps.env, key.userId).setCap(key.id, monthlyCap);
  await settleLeasesOf(deps, key.userId);
}

export async function listKeys(deps: TDeps, userId: string): Promise<z.output<typeof ZApiKeys>> {
  await settleLeasesOf(deps, userId);
  const [rows, usage] = await Promise.all([listApiKeys(deps.db, userId), quotaOf(deps.env, userId).usage(deps.now)]);
  const callsOf = (keyId: string) => usage.keys.find((key) => key.keyId === keyId)?.calls ?? 0;
  return {
    keys: rows.map((row) => listed(row, callsOf(row.id))),
    usage: {
      month: usage.month,
      quota: configOf(deps.env).API_MONTHLY_CALLS,
      used: usage.days.reduce((sum, day) => sum + day.calls, 0),
      days: usage.days,
    },
  };
}

export async function createKey(deps: TDeps, userId: string, input: z.output<typeof ZNewApiKey>) {
  const { secret, keyHash, hint } = await newSecret();
  const row = { id: crypto.randomUUID(), userId, ...input, keyHash, hint, createdAt: deps.now };
  if (row.monthlyCap !== null) await capKey(deps, row, row.monthlyCap);
  if (!(await insertApiKey(deps.db, row, MAX_API_KEYS))) throw new AppError("API_KEY_LIMIT");
  const key = listed({ ...row, rotatedAt: null, revokedAt: null }, 0);
  return { key, secret };
}

// A new secret for the same key (its name, websites and this month's calls stay); the old secret
// is refused from this moment, also by isolates that still remember it.
export async function rotateKey(deps: TDeps, userId: string, id: string) {
  const before = await findLiveApiKey(deps.db, userId, id);
  if (!before) throw new AppError("API_KEY_NOT_FOUND");
  const { secret, keyHash, hint } = await newSecret();
  const row = await rotateApiKey(deps.db, { userId, id, keyHash: before.keyHash }, { keyHash, hint }, deps.now);
  if (!row) throw new AppError("API_KEY_NOT_FOUND");
  await quotaOf(deps.env, userId).retire(before.keyHash);
  await settleLeasesOf(deps, userId, before.keyHash);
  return { key: await withCalls(deps, row), secret };
}

export async function changeKey(deps: TDeps, userId: string, id: string, change: z.output<typeof ZApiKeyChange>) {
  if (change.monthlyCap !== undefined) {
    if (!(await findLiveApiKey(deps.db, userId, id))) throw new AppError("API_KEY_NOT_FOUND");
    await capKey(deps, { userId, id }, change.monthlyCap);
  }
  const row = await changeApiKey(deps.db, userId, id, change);
  if (!row) throw new AppError("API_KEY_NOT_FOUND");
  return { key: await withCalls(deps, row) };
}

export async function revokeKey(deps: TDeps, userId: string, id: string) {
  const row = await revokeApiKey(deps.db, userId, id, deps.now);
  if (!row) throw new AppError("API_KEY_NOT_FOUND");
  await quotaOf(deps.env, userId).retire(row.keyHash);
  await settleLeasesOf(deps, userId, row.keyHash);
}

async function withCalls(deps: TDeps, row: TApiKeyRow) {
  const usage = await quotaOf(deps.env, row.userId).usage(deps.now);
  return listed(row, usage.keys.find((key) => key.keyId === row.id)?.calls ?? 0);
}
