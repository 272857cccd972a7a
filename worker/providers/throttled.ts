// A provider's "too many requests" (429): not a failure of the message, which is sent again once
// the provider says it may be (Retry-After), without spending one of its attempts.
const DEFAULT_WAIT_MS = 60_000;

export class Throttled extends Error {
  readonly retryAfterMs: number;

  constructor(provider: string, retryAfterMs: number) {
    super(`${provider} asked to slow down for ${retryAfterMs} ms`);
    this.retryAfterMs = retryAfterMs;
  }
}

// Retry-After in seconds (the form these providers send); a date or nothing waits a minute.
export function throttledBy(provider: string, response: Response) {
  const seconds = Number(response.headers.get("Retry-After"));
  return new Throttled(provider, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_WAIT_MS);
}
