// Browser-stored items that carry a flow across a sign-in or a page load (core-flow section 3).
// Sessions are never stored here: they live in HttpOnly cookies (DESIGN section 7).

export type TAuthIntent = "purchase";

type TStoredItems = {
  // Set while this browser holds a session, so an anonymous visit skips asking the API who it is.
  signedIn: true;
  authIntent: TAuthIntent;
};

type TKey = keyof TStoredItems;

const STORAGE_KEYS: Record<TKey, string> = {
  signedIn: "mypin.signed-in",
  authIntent: "mypin.auth-intent",
};

// Storage can hold anything an older build or another tab wrote, so every item is checked on read.
const GUARDS: { [K in TKey]: (value: unknown) => value is TStoredItems[K] } = {
  signedIn: (value): value is true => value === true,
  authIntent: (value): value is TAuthIntent => value === "purchase",
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

// Every item a half-finished flow leaves; the purchase flow adds its pending purchase here.
const PENDING_KEYS: readonly TKey[] = ["authIntent"];

// Sign-out forgets every flow the signed-in user left half-way (core-flow section 4).
export function clearPendingItems(): void {
  for (const key of PENDING_KEYS) clearStoredItem(key);
}
