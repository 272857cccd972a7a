import { createDb } from "../../../db/client";
import { mypins, type TNewPinRow } from "../../../db/schema";
import { nameKey } from "../../../domain/name-policy";
import { uniqueName } from "../unique";

// Each call makes a pin no other test uses, so tests never depend on each other's rows. The pin has
// its skeleton as fulfilment writes it; skeleton: null makes a row from before the name policy.
export async function makePin(d1: D1Database, overrides: Partial<TNewPinRow> = {}) {
  const mypin = overrides.mypin ?? uniqueName("test pin", "premium");
  const row: TNewPinRow = {
    mypin,
    skeleton: nameKey(mypin),
    userName: "Test Owner",
    userEmail: "owner@example.com",
    latitude: 51.507351,
    longitude: -0.127758,
    ...overrides,
  };
  return createDb(d1).insert(mypins).values(row).returning().get();
}

// A pin of this user's, as fulfilment would have written it (without a subscription).
export function makeOwnedPin(
  d1: D1Database,
  owner: { id: string; email: string },
  overrides: Partial<TNewPinRow> = {},
) {
  return makePin(d1, { userId: owner.id, userEmail: owner.email, ...overrides });
}
