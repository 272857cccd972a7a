import type { z } from "zod";
import { createDb } from "../../../db/client";
import { pinExists } from "../../../db/queries/pins";
import type { ZNameAvailability } from "../../../domain/answers/names";
import type { Env } from "../../env";
import { nameLock } from "./locks";
import { assertPolicyAllows } from "./reserved-names";

// Whether a name is already a MyPin.
export function isNameTaken(env: Env, name: string) {
  return pinExists(createDb(env.DB), name);
}

// A name the policy refuses (docs/decisions/020) is not for sale, so it is refused before anyone can
// hold it; its message says why (a brand's says how its owner can ask for it). A brand staff
// released to its owner's account is for that account alone; userId is null signed out.
export function assertNameForSale(env: Env, name: string, userId: string | null) {
  return assertPolicyAllows(createDb(env.DB), name, userId);
}

// The create panel's check before it goes on: refused by the policy, taken, held by someone for now,
// or free.
export async function nameAvailability(
  env: Env,
  name: string,
  userId: string | null,
): Promise<z.output<typeof ZNameAvailability>> {
  await assertNameForSale(env, name, userId);
  if (await isNameTaken(env, name)) return { available: false, reason: "taken" as const };
  const { isLocked } = await nameLock(env, name).status(null);
  return { available: !isLocked, reason: isLocked ? ("held" as const) : null };
}
