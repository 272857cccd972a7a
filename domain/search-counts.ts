// Searches are counted in the worker's memory and written to D1 in one batch per pin and day at
// most this long after the first unwritten search (docs/decisions/029).
export const SEARCH_FLUSH_MS = 10_000;

// The owner's sparkline of each pin's searches, and the admin's chart of all of them: UTC days,
// today included.
export const SEARCH_HISTORY_DAYS = 30;
