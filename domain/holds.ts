// DESIGN section 5: how many names one holder may hold at once, and for how long without a
// checkout, so a free account (or a browser) cannot keep names from real buyers for ever.
export const HOLD_CAPS = { user: 10, anonymous: 3 } as const;

// Renewals included: a holder's hold on one name ends this long after it began unless a checkout
// has started, and the same holder may hold that name again only after as long again.
export const MAX_HOLD_WITHOUT_CHECKOUT_MS = 30 * 60_000;
export const HOLD_COOLDOWN_MS = 30 * 60_000;
