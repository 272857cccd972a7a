import type { TStaffPin } from "../../domain/staff";

let nextId = 100;

// A pin as the staff routes list it, with the fields a test names and the rest as a fresh paid pin.
export function staffPin(fields: Partial<TStaffPin> & Pick<TStaffPin, "mypin">): TStaffPin {
  nextId += 1;
  return {
    id: nextId,
    userName: "Robin",
    latitude: 51.501,
    longitude: -0.1416,
    searchCount: 3,
    note: null,
    near: null,
    createdAt: Date.UTC(2026, 5, 1),
    updatedAt: null,
    coordinatesUpdatedAt: null,
    tier: "premium",
    transfer: null,
    userEmail: "owner@example.com",
    subscriptionId: "sub_1",
    subscriptionStatus: "active",
    subscriptionEnd: Date.UTC(2027, 5, 1),
    currency: "gbp",
    disputeStatus: null,
    refundedMinor: 0,
    reversedAt: null,
    hiddenFromTop: false,
    ...fields,
  };
}
