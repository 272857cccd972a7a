// Ours, not the spec's: a refusal's Retry-After, rounded up to the unit a person waits in. Kept apart
// from the account texts so every screen that tells a limit's wait can say it without loading them.
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `You can try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `You can try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  const hours = Math.ceil(minutes / 60);
  return `You can try again in ${hours} ${hours === 1 ? "hour" : "hours"}.`;
}
