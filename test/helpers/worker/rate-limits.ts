// The local Rate Limiting binding counts in windows aligned to the wall clock, so a burst that
// straddles a boundary is counted in two and its last request passes. A test that counts to a
// limit runs its burst (from a fresh client each time) until one fits in a single window.
export async function inOneRateWindow<T>(burst: () => Promise<T>, periodMs = 60_000): Promise<T> {
  for (;;) {
    const window = Math.floor(Date.now() / periodMs);
    const result = await burst();
    if (Math.floor(Date.now() / periodMs) === window) return result;
  }
}
