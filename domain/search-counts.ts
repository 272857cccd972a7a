// Searches are counted in the worker's memory and written to D1 in one batch per pin and day at
// most this long after the first unwritten search (docs/decisions/029).
export const SEARCH_FLUSH_MS = 10_000;

// The owner's sparkline of each pin's searches, and the admin's chart of all of them: UTC days,
// today included.
export const SEARCH_HISTORY_DAYS = 30;

// The public list of popular names ranks by searches counted at most once per pin per client
// (an IPv6 /64) per UTC day, remembered in each isolate's memory: a few scripted addresses then
// weigh as a few visitors. This many remembered clients at most per isolate and day; past it,
// searches still count but no longer rank.
export const RANKED_CLIENTS_PER_DAY = 100_000;
