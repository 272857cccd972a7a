import { createDb } from "../../../db/client";
import { mypins, type TNewPinRow } from "../../../db/schema";

let sequence = 0;

// Each call makes a pin no other test uses, so tests never depend on each other's rows.
export async function makePin(d1: D1Database, overrides: Partial<TNewPinRow> = {}) {
  sequence += 1;
  const row: TNewPinRow = {
    mypin: `test pin ${sequence} ${crypto.randomUUID().slice(0, 8)}`,
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

export function uniqueIp() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
