import { findApiKeyByHash, type TKeyHolder } from "../../../db/queries/api-keys";
import { API_KEY_PATTERN } from "../../../domain/api-keys";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { sha256 } from "../../platform/tokens";
import { spendCall } from "./call-leases";

// A key's owner, kind and websites, as this isolate last read them (a secret no key has is kept
// too, as null): a busy key then costs no D1 read per call. A revoked or rotated secret is refused
// by the account's quota object, which grants every call or lease, so remembering it here lets
// through at most what a lease already granted (call-leases.ts).
const KEY_MEMORY_MS = 60_000;
const KEY_MEMORY_LIMIT = 1_000;
const keyMemory = new Map<string, { key: TKeyHolder | null; until: number }>();

async function keyOf(deps: TDeps, keyHash: string) {
  const held = keyMemory.get(keyHash);
  if (held !== undefined && held.until > deps.now) return held.key;
  const key = (await findApiKeyByHash(deps.db, keyHash)) ?? null;
  keyMemory.delete(keyHash);
  if (keyMemory.size >= KEY_MEMORY_LIMIT) keyMemory.delete(keyMemory.keys().next().value ?? "");
  keyMemory.set(keyHash, { key, until: deps.now + KEY_MEMORY_MS });
  return key;
}

// The secret a request sends, as a bearer token or in X-Api-Key; null when it sends none.
export function secretOf(headers: Headers): string | null {
  const bearer = headers.get("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return bearer ?? headers.get("X-Api-Key")?.trim() ?? null;
}

// Spends one call of the key's account, or refuses: no key, a key that is not one, a revoked one,
// a browser key from a website it does not list. origin: the request's Origin, null without one.
export async function spendKeyedCall(deps: TDeps, request: { secret: string | null; origin: string | null }) {
  const { secret, origin } = request;
  if (secret === null || secret === "") throw new AppError("API_KEY_MISSING");
  if (!API_KEY_PATTERN.test(secret)) throw new AppError("API_KEY_INVALID");
  const keyHash = await sha256(secret);
  const key = await keyOf(deps, keyHash);
  if (key === null) throw new AppError("API_KEY_INVALID");
  if (key.revokedAt !== null) throw new AppError("API_KEY_REVOKED");
  if (key.kind === "browser" && (origin === null || !key.origins.includes(origin))) {
    throw new AppError("API_KEY_WRONG_WEBSITE");
  }
  const { API_MONTHLY_CALLS: monthlyCalls, API_BURST_CALLS: burstCalls } = configOf(deps.env);
  return spendCall(deps, { id: key.id, userId: key.userId, keyHash }, { monthlyCalls, burstCalls });
}
