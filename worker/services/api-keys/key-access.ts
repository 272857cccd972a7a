import { findApiKeyByHash, type TKeyHolder } from "../../../db/queries/api-keys";
import { API_KEY_PATTERN } from "../../../domain/api-keys";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";
import { spendCall } from "./call-leases";

// A key's owner, kind and websites, as this isolate last read them, by the secret a request sent
// (in memory only, as the request itself is) and with the secret's hash for the quota object: a
// busy key then costs no hash and no D1 read per call. Only keys that exist are kept here, so a
// flood of made-up secrets cannot push them out; a secret no key has is remembered apart, in a
// smaller store of its own. A revoked or rotated secret is refused by the account's quota object,
// which grants every call or lease, so remembering it here lets through at most what a lease
// already granted (call-leases.ts).
const KEY_MEMORY_MS = 60_000;
const KEY_MEMORY_LIMIT = 1_000;
const UNKNOWN_MEMORY_LIMIT = 100;
// The period of the KEY_LOOKUP_LIMIT binding (wrangler.toml).
const LOOKUP_PERIOD_SECONDS = 60;

type TKnownKey = { key: TKeyHolder; keyHash: string; until: number };
const keyMemory = new Map<string, TKnownKey>();
const unknownMemory = new Map<string, number>();

// A Map keeps insertion order, so its first entry is the oldest: dropped when the store is full.
function remember<T>(memory: Map<string, T>, limit: number, secret: string, entry: T) {
  memory.delete(secret);
  if (memory.size >= limit) memory.delete(memory.keys().next().value ?? "");
  memory.set(secret, entry);
}

// A secret this isolate has not seen is hashed and looked up only once the client's address may
// have one more looked up (mayLookUp), so made-up keys cost a sender, not us. A key it knows is
// read again when its copy is old, whatever the address has spent.
async function keyOf(deps: TDeps, secret: string, mayLookUp: () => Promise<boolean>) {
  const known = keyMemory.get(secret);
  if (known !== undefined && known.until > deps.now) return known;
  if (known === undefined) {
    if ((unknownMemory.get(secret) ?? 0) > deps.now) throw new AppError("API_KEY_INVALID");
    if (!(await mayLookUp())) {
      throw new AppError("API_KEY_LOOKUPS_LIMITED", { retryAfterSeconds: LOOKUP_PERIOD_SECONDS });
    }
  }
  const keyHash = known?.keyHash ?? (await sha256(secret));
  const key = await findApiKeyByHash(deps.db, keyHash);
  if (key === undefined) {
    keyMemory.delete(secret);
    remember(unknownMemory, UNKNOWN_MEMORY_LIMIT, secret, deps.now + KEY_MEMORY_MS);
    throw new AppError("API_KEY_INVALID");
  }
  const entry = { key, keyHash, until: deps.now + KEY_MEMORY_MS };
  remember(keyMemory, KEY_MEMORY_LIMIT, secret, entry);
  return entry;
}

// The secret a request sends, as a bearer token or in X-Api-Key; null when it sends none.
export function secretOf(headers: Headers): string | null {
  const bearer = headers.get("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return bearer ?? headers.get("X-Api-Key")?.trim() ?? null;
}

// Spends one call of the key's account, or refuses: no key, a key that is not one (a malformed one
// before any hashing), too many unknown keys from one address, a revoked one, a browser key from a
// website it does not list. origin: the request's Origin, null without one; mayLookUp: whether the
// client's address may have one more unknown key looked up.
export async function spendKeyedCall(
  deps: TDeps,
  request: { secret: string | null; origin: string | null; mayLookUp: () => Promise<boolean> },
) {
  const { secret, origin } = request;
  if (secret === null || secret === "") throw new AppError("API_KEY_MISSING");
  if (!API_KEY_PATTERN.test(secret)) throw new AppError("API_KEY_INVALID");
  const { key, keyHash } = await keyOf(deps, secret, request.mayLookUp);
  if (key.revokedAt !== null) throw new AppError("API_KEY_REVOKED");
  if (key.kind === "browser" && (origin === null || !key.origins.includes(origin))) {
    throw new AppError("API_KEY_WRONG_WEBSITE");
  }
  const { API_MONTHLY_CALLS: monthlyCalls, API_BURST_CALLS: burstCalls } = configOf(deps.env);
  return spendCall(deps, { id: key.id, userId: key.userId, keyHash }, { monthlyCalls, burstCalls });
}
