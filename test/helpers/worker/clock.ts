import { vi } from "vitest";

// Fakes only Date, which the worker reads in the same isolate as the test; timers stay real so
// D1 and fetch keep working. Call vi.useRealTimers() after the test.
export function fakeClock(start = Date.now()) {
  let now = start;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}
