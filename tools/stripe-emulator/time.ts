// Stripe counts time in whole seconds since the epoch.
export const DAY = 86_400;

// The moment a control builds objects at, while it does (atTime); otherwise the clock's.
let pinnedNow: number | null = null;

export function nowSeconds() {
  return pinnedNow ?? Math.floor(Date.now() / 1000);
}

// Runs `build` with the emulator's clock at `seconds`, so that everything it makes (a subscription,
// its invoice, the charge that paid it) carries that moment, as Stripe stamped it then. `build` is
// synchronous: nothing else runs meanwhile to read the pinned clock.
export function atTime<T>(seconds: number, build: () => T): T {
  pinnedNow = seconds;
  try {
    return build();
  } finally {
    pinnedNow = null;
  }
}

export function addMonths(seconds: number, months: number) {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}
