// How many names one holder may hold at once, and for how long without a checkout, so a free
// account (or a browser) cannot keep names from real buyers for ever (docs/decisions/019 and 031).
export const HOLD_CAPS = { user: 10, anonymous: 3 } as const;

// Dropping the cookie makes a new browser, so signed-out holds are capped per client address (an
// IPv6 /64) too: two visitors' worth, since a household or an office shares one address, and
// anyone who needs more can sign in.
export const ANONYMOUS_HOLDS_PER_ADDRESS = 6;

// Renewals included: a holder's hold on one name ends this long after it began unless a checkout
// has started, and the same holder may hold that name again only after as long again.
export const MAX_HOLD_WITHOUT_CHECKOUT_MS = 30 * 60_000;
export const HOLD_COOLDOWN_MS = 30 * 60_000;

// A checkout keeps the name for its 30 minutes whatever the holder's tenure, so checkouts that are
// never paid count against the name too: at most this many a day per name and account.
export const UNPAID_CHECKOUTS_PER_NAME = 2;
export const UNPAID_CHECKOUT_WINDOW_MS = 24 * 60 * 60_000;
