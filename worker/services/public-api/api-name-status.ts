import type * as z from "zod";
import type { ZApiNameStatus } from "../../../domain/answers/public-api";
import { namePolicyRefusal } from "../../../domain/name-policy";
import { configOf } from "../../config";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { edgeCached } from "../../platform/edge-cache";
import { nameLock } from "../names/locks";
import { isNameTaken } from "../names/names-for-sale";

// The public API's answers (docs/decisions/046): a name's status comes from this location's cache
// too, for as long as a change to it may go unseen.
const STATUS_SECONDS = 10;

// Taken by a pin, reserved by the name policy (a brand), held by a buyer right now, or available.
// Never whose: the status is all anyone learns. A name the policy refuses for its words or scripts
// is refused with the policy's sentence, as the app's own check is.
export async function apiNameStatus(deps: TDeps, name: string): Promise<z.output<typeof ZApiNameStatus>> {
  const refusal = namePolicyRefusal(name);
  if (refusal !== null && refusal !== "NAME_RESERVED") throw new AppError(refusal);
  const url = `${configOf(deps.env).PUBLIC_ORIGIN}/v1/names/${encodeURIComponent(name)}/status`;
  const status = await edgeCached(deps, { cache: "api-name-status", url, seconds: STATUS_SECONDS }, async () => {
    if (await isNameTaken(deps.db, name, deps.now)) return "taken" as const;
    if (refusal === "NAME_RESERVED") return "reserved" as const;
    const { isLocked } = await nameLock(deps.env, name).status(null);
    return isLocked ? ("held" as const) : ("available" as const);
  });
  return { name, status };
}
