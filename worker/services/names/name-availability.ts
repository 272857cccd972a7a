import type * as z from "zod";
import type { ZNameAvailability } from "../../../domain/answers/names";
import type { TDeps } from "../../platform/dependencies";
import { nameLock } from "./locks";
import { assertNameForSale, isNameTaken } from "./names-for-sale";

// The create panel's check before it goes on: refused by the policy, taken, held by someone for now,
// or free.
export async function nameAvailability(
  { env, db, now }: TDeps,
  { name, userId }: { name: string; userId: string | null },
): Promise<z.output<typeof ZNameAvailability>> {
  await assertNameForSale(db, name, userId);
  if (await isNameTaken(db, name, now)) return { available: false, reason: "taken" as const };
  const { isLocked } = await nameLock(env, name).status(null);
  return { available: !isLocked, reason: isLocked ? ("held" as const) : null };
}
