// The manage tables show short month, day, year, hour and minute in
// English (US). The time zone is the reader's unless a caller (a test, an e-mail) fixes one.
export function formatShortDateTime(epochMs: number, timeZone?: string): string {
  return new Date(epochMs).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
}
