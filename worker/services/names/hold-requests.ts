import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { expireCheckoutSession } from "../../providers/payments";
import { convertHold, releaseHold, takeHold } from "./holds";
import { nameLock } from "./locks";
import { assertNameForSale, isNameTaken } from "./names-for-sale";

// Who asks: the signed-in user's holder, or this browser's signed-out one if it has one, and how to
// give the browser one (a cookie, set only once a signed-out hold is really taken).
type THolders = { user: { id: string; holder: string } | null; visitor: string | null; newVisitor: () => string };

type THoldAsked = { name: string; convert: boolean; holders: THolders; address: string };

// The create page's hold on a name while it is bought. With convert, a signed-in user takes over
// the hold this browser took signed out (the spec's "virtual reservation").
export async function holdName(deps: TDeps, asked: THoldAsked) {
  const { env, db } = deps;
  const { name, holders, address } = asked;
  await assertNameForSale(db, name, holders.user?.id ?? null);
  const taken = await isNameTaken(db, name, deps.now);
  if (holders.user && asked.convert) {
    if (taken) throw new AppError("HOLD_CONVERT_TAKEN");
    const request = { name, holder: holders.user.holder, from: holders.visitor, address };
    const converted = await convertHold(deps, request);
    return { expiresAt: converted.expiresAt, kind: "user" as const };
  }
  if (taken) throw new AppError("NAME_TAKEN");
  // Signed-out holds are capped per client address so one visitor cannot park many names.
  if (!holders.user && !(await env.HOLD_LIMIT.limit({ key: `hold:${address}` })).success) {
    throw new AppError("HOLD_RATE_LIMITED", { retryAfterSeconds: 60 });
  }
  const kind = holders.user ? ("user" as const) : ("anonymous" as const);
  const holder = holders.user?.holder ?? holders.newVisitor();
  const result = await takeHold(deps, { name, holder, kind, address });
  return { expiresAt: result.expiresAt, kind };
}

// Leaving the create page or the checkout frees the name; an open checkout for it is expired so it
// can no longer be paid for a name the buyer gave up.
export async function giveUpHold({ env, db, waitUntil }: TDeps, asked: { name: string; holder: string | null }) {
  if (!asked.holder) return { released: false };
  const { released, checkoutSessionId } = await nameLock(env, asked.name).cancel(asked.holder);
  if (released) await releaseHold(db, asked.holder, asked.name);
  if (checkoutSessionId) waitUntil(expireCheckoutSession(env, checkoutSessionId));
  return { released };
}
