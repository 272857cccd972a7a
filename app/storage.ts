// Browser-stored items that carry a flow across a sign-in or a page load.
// Sessions are never stored here: they live in HttpOnly cookies (docs/decisions/004).

import { CURRENCIES, type TCurrency } from "../domain/currency";

export type TAuthIntent = "purchase";

// A purchase carried across sign-in and the create page's reloads (the pending
// purchase and pending confirmation in one item). isVirtual: the name is held for this browser
// while signed out, and becomes the user's own hold once they sign in.
export type TPendingPurchase = {
  mypin: string;
  latitude: number;
  longitude: number;
  userName: string;
  promoCode: string;
  shouldShowPromoDialog: boolean;
  source: string;
  isVirtual: boolean;
};

// Written just before the browser leaves for the checkout page, read by /payment-success.
export type TPendingPayment = {
  mypin: string;
  latitude: number;
  longitude: number;
  promoCode: string;
  timestamp: number;
};

type TStoredItems = {
  // Set while this browser holds a session, so an anonymous visit skips asking the API who it is.
  signedIn: true;
  authIntent: TAuthIntent;
  pendingPurchase: TPendingPurchase;
  pendingPayment: TPendingPayment;
  currency: TCurrency;
};

type TKey = keyof TStoredItems;

const STORAGE_KEYS: Record<TKey, string> = {
  signedIn: "mypin.signed-in",
  authIntent: "mypin.auth-intent",
  pendingPurchase: "mypin.pending-purchase",
  pendingPayment: "mypin.pending-payment",
  currency: "mypin.currency",
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

// What both pending items carry: the name, where it goes, and the code the buyer chose.
function isPlacedName(
  value: unknown,
): value is Record<string, unknown> & Pick<TPendingPayment, "mypin" | "latitude" | "longitude" | "promoCode"> {
  return (
    isRecord(value) &&
    typeof value.mypin === "string" &&
    isFiniteNumber(value.latitude) &&
    isFiniteNumber(value.longitude) &&
    typeof value.promoCode === "string"
  );
}

function isPendingPurchase(value: unknown): value is TPendingPurchase {
  return (
    isPlacedName(value) &&
    typeof value.userName === "string" &&
    typeof value.shouldShowPromoDialog === "boolean" &&
    typeof value.source === "string" &&
    typeof value.isVirtual === "boolean"
  );
}

function isPendingPayment(value: unknown): value is TPendingPayment {
  return isPlacedName(value) && isFiniteNumber(value.timestamp);
}

// Storage can hold anything an older build or another tab wrote, so every item is checked on read.
const GUARDS: { [K in TKey]: (value: unknown) => value is TStoredItems[K] } = {
  signedIn: (value): value is true => value === true,
  authIntent: (value): value is TAuthIntent => value === "purchase",
  pendingPurchase: isPendingPurchase,
  pendingPayment: isPendingPayment,
  currency: (value): value is TCurrency => CURRENCIES.some((currency) => currency === value),
};

// localStorage throws when it is disabled or full (private modes); the flows then simply forget.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getStoredItem<K extends TKey>(key: K): TStoredItems[K] | null {
  const raw = storage()?.getItem(STORAGE_KEYS[key]);
  if (raw === null || raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return GUARDS[key](value) ? value : null;
  } catch {
    return null;
  }
}

export function setStoredItem<K extends TKey>(key: K, value: TStoredItems[K]): void {
  try {
    storage()?.setItem(STORAGE_KEYS[key], JSON.stringify(value));
  } catch {
    // quota exceeded: the item is lost, as when storage is disabled
  }
}

export function clearStoredItem(key: TKey): void {
  storage()?.removeItem(STORAGE_KEYS[key]);
}

// Every item a half-finished flow leaves.
const PENDING_KEYS: readonly TKey[] = ["authIntent", "pendingPurchase", "pendingPayment"];

// Sign-out forgets every flow the signed-in user left half-way.
export function clearPendingItems(): void {
  for (const key of PENDING_KEYS) clearStoredItem(key);
}
