import type { TDb } from "../../../db/client";
import {
  claimHoldPlace,
  countAddressHolds,
  deleteCheckoutHold,
  deleteHold,
  nextHoldEnd,
  setHoldEnd,
} from "../../../db/queries/name-holds";
import { ANONYMOUS_HOLDS_PER_ADDRESS, HOLD_CAPS } from "../../../domain/holds";
import { nameKey } from "../../../domain/name-policy";
import { configOf } from "../../config";
import type { THold } from "../../durable/name-lock";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { nameLock } from "./locks";

// address: the client's (IPv6 /64), which signed-out holds are capped by and every holder's time
// on a name is counted by too.
type THoldRequest = { name: string; holder: string; kind: THold["kind"]; address: string };

const secondsUntil = (at: number, now: number) => (at - now) / 1000;

// The NameLock object sees one name (docs/decisions/019), so the holder's place among its capped
// holds is claimed in D1 first (atomically, see claimHoldPlace), then the name in its object; the
// D1 row then ends when the hold does. A refused name gives its place back. A row left behind by a
// failure in between ends by itself at its provisional expiry. Rows are keyed like the objects, by
// the name's skeleton: a holder's look-alikes share one object and one hold, so they take one place,
// and cancelling any of them frees it.
async function claimPlace({ env, db, now }: TDeps, request: THoldRequest) {
  const provisional = now + configOf(env).HOLD_SECONDS * 1000;
  const key = nameKey(request.name);
  const anonymous = request.kind === "anonymous";
  const hold = {
    holder: request.holder,
    name: key,
    expiresAt: provisional,
    address: anonymous ? request.address : null,
  };
  const caps = { holder: HOLD_CAPS[request.kind], address: anonymous ? ANONYMOUS_HOLDS_PER_ADDRESS : null };
  if (await claimHoldPlace(db, hold, caps, now)) return key;
  if (anonymous && (await countAddressHolds(db, request.address, now)) >= ANONYMOUS_HOLDS_PER_ADDRESS) {
    const next = await nextHoldEnd(db, { address: request.address }, now);
    throw new AppError("HOLDS_PER_ADDRESS_EXCEEDED", { retryAfterSeconds: secondsUntil(next, now) });
  }
  const retryAfterSeconds = secondsUntil(await nextHoldEnd(db, { holder: request.holder }, now), now);
  throw new AppError(anonymous ? "HOLDS_PER_BROWSER_EXCEEDED" : "HOLDS_PER_ACCOUNT_EXCEEDED", { retryAfterSeconds });
}

function timeLimit(retryAt: number, now: number) {
  return new AppError("HOLD_TIME_LIMIT", { retryAfterSeconds: secondsUntil(retryAt, now) });
}

// Takes or renews the holder's hold on the name; 429 past the caps, 409 when someone else holds it.
export async function takeHold(deps: TDeps, request: THoldRequest) {
  const { env, db, now } = deps;
  const key = await claimPlace(deps, request);
  const result = await nameLock(env, request.name).hold(request.holder, request.kind, now, request.address);
  if (!result.ok) {
    await deleteHold(db, request.holder, key);
    throw result.reason === "time-limit" ? timeLimit(result.retryAt, now) : new AppError("NAME_HELD");
  }
  await setHoldEnd(db, { holder: request.holder, name: key, expiresAt: result.expiresAt });
  return result;
}

// Sign-in hands the visitor's hold to the user, who needs a place of their own for it.
export async function convertHold(deps: TDeps, request: Omit<THoldRequest, "kind"> & { from: string | null }) {
  const { env, db, now } = deps;
  const key = await claimPlace(deps, { ...request, kind: "user" });
  const converted = await nameLock(env, request.name)
    .convert(request.from, request.holder, now, request.address)
    .catch(async (error: unknown) => {
      await deleteHold(db, request.holder, key);
      throw new AppError("HOLD_CONVERT_FAILED", { cause: error });
    });
  if (!converted.ok) {
    await deleteHold(db, request.holder, key);
    throw converted.reason === "time-limit" ? timeLimit(converted.retryAt, now) : new AppError("HOLD_CONVERT_RESERVED");
  }
  if (request.from) await deleteHold(db, request.from, key);
  await setHoldEnd(db, { holder: request.holder, name: key, expiresAt: converted.expiresAt });
  return converted;
}

// The hold now lasts as long as its checkout, and ends with it (fulfilled or expired).
export async function recordCheckoutHold(
  db: TDb,
  hold: { holder: string; name: string; expiresAt: number; checkoutSessionId: string },
) {
  await setHoldEnd(db, { ...hold, name: nameKey(hold.name) });
}

export async function forgetCheckoutHold(db: TDb, checkoutSessionId: string) {
  await deleteCheckoutHold(db, checkoutSessionId);
}
