import type * as z from "zod";
import type { ZCancellationStatus, ZListedPin, ZOwnedPin } from "./answers/my-pins.ts";
import { displayTier, TIER_ORDER, type TTier, tierOfRank } from "./names.ts";

// The owner's list pages through 50 pins at a time.
export const OWNED_PINS_PAGE_SIZE = 50;

export type TCancellationStatus = z.output<typeof ZCancellationStatus>;

// What every manage screen shows of a pin, the owner's and the staff's.
export type TListedPin = z.output<typeof ZListedPin>;

// Those fields of a pin row, and nothing else it was read with; near is its town with the label
// in the reader's language, transfer its open offer.
export function listedPinOf(
  row: Omit<TListedPin, "tier" | "near" | "transfer">,
  tier: TTier,
  { near, transfer }: Pick<TListedPin, "near" | "transfer">,
): TListedPin {
  return {
    id: row.id,
    mypin: row.mypin,
    userName: row.userName,
    latitude: row.latitude,
    longitude: row.longitude,
    searchCount: row.searchCount,
    note: row.note,
    near,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    coordinatesUpdatedAt: row.coordinatesUpdatedAt,
    tier,
    transfer,
  };
}

// One pin on the owner's manage screen.
export type TOwnedPin = z.output<typeof ZOwnedPin>;

export type TTierCounts = Record<TTier, number>;

// Counts per tier from SQL's groups by tier_rank, which is displayTier (names.ts) in SQLite: the
// one computation behind every count of pins per tier, the dashboard's and the admin list's.
export function tierCountsOfRanks(rows: readonly { tierRank: number | null; pins: number }[]): TTierCounts {
  const counts: TTierCounts = { premium: 0, simple: 0, basic: 0 };
  for (const { tierRank, pins } of rows) counts[tierOfRank(tierRank)] += pins;
  return counts;
}

// A total is the sum of its tiers' counts, wherever a total is shown beside them.
export function tierTotal(counts: TTierCounts): number {
  return TIER_ORDER.reduce((total, tier) => total + counts[tier], 0);
}

// The manage page's order: grouped Premium, Simple, Basic, alphabetical inside a group.
export function orderByTier<T extends { mypin: string }>(pins: readonly T[]): T[] {
  const rank = (pin: T) => TIER_ORDER.indexOf(displayTier(pin.mypin));
  return [...pins].sort((a, b) => rank(a) - rank(b) || a.mypin.localeCompare(b.mypin, "en"));
}

export function countByTier(pins: readonly { mypin: string }[]): TTierCounts {
  const counts: TTierCounts = { premium: 0, simple: 0, basic: 0 };
  for (const pin of pins) counts[displayTier(pin.mypin)] += 1;
  return counts;
}

export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * OWNED_PINS_PAGE_SIZE, page * OWNED_PINS_PAGE_SIZE);
}

type TRequestRecord = { mypin: string; processed: boolean; createdAt: number };

// A pin's latest cancellation request decides. Requests made before this pin was created
// were about an earlier pin of the same name (one this owner cancelled, say, then bought again)
// and say nothing about this one. `requests` come newest first.
export function latestRequest<T extends TRequestRecord>(
  requests: readonly T[],
  pin: { mypin: string; createdAt: number },
): T | undefined {
  return requests.find((request) => request.mypin === pin.mypin && request.createdAt >= pin.createdAt);
}

// Once the pin has a subscription, Stripe's word decides whether it is cancelled: a cancellation
// made in the billing portal counts, and renewing there before the end undoes one. Only a request
// the provider has not yet taken ("pending") is ours alone to tell.
export function cancellationStatus(
  requests: readonly TRequestRecord[],
  pin: { mypin: string; createdAt: number; cancelAtPeriodEnd: boolean | null },
): TCancellationStatus {
  const latest = latestRequest(requests, pin);
  if (latest && !latest.processed) return "pending";
  if (pin.cancelAtPeriodEnd !== null) return pin.cancelAtPeriodEnd ? "processed" : "none";
  return latest ? "processed" : "none";
}
