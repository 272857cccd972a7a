import type { TDb } from "../../../db/client";
import { isFormerNameHeld } from "../../../db/queries/former-names";
import { pinExists } from "../../../db/queries/pins";
import { assertPolicyAllows } from "./reserved-names";

// Whether a name is already a MyPin, or was one lately: a renamed pin's former name leads to it
// for a while (docs/decisions/050), and is as taken as a pin's, look-alikes included.
export async function isNameTaken(db: TDb, name: string, now: number) {
  return (await pinExists(db, name)) || (await isFormerNameHeld(db, name, now));
}

// A name the policy refuses (docs/decisions/020) is not for sale, so it is refused before anyone can
// hold it; its message says why (a brand's says how its owner can ask for it). A brand staff
// released to its owner's account is for that account alone; userId is null signed out.
export function assertNameForSale(db: TDb, name: string, userId: string | null) {
  return assertPolicyAllows(db, name, userId);
}
