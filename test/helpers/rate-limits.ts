// The local Rate Limiting binding counts in windows aligned to the wall clock, so a burst that
// straddles a boundary is counted in two. A test that counts to a limit starts in a fresh window
// when the current one is about to end.
export async function inOneRateWindow(periodMs = 60_000, burstMs = 10_000) {
  const left = periodMs - (Date.now() % periodMs);
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
