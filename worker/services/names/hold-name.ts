import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { convertHold, takeHold } from "./holds";
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
