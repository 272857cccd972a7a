import { plural } from "./plural.ts";

// Ours, not the spec's: a refusal's Retry-After, rounded up to the unit a person waits in. Kept apart
// from the account texts so every screen that tells a limit's wait can say it without loading them.
export function tryAgainIn(seconds: number): string {
  if (seconds < 60)
    return plural("en", seconds, { one: "You can try again in # second.", other: "You can try again in # seconds." });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("en", minutes, { one: "You can try again in # minute.", other: "You can try again in # minutes." });
  const hours = Math.ceil(minutes / 60);
  return plural("en", hours, { one: "You can try again in # hour.", other: "You can try again in # hours." });
}
