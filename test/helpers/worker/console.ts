import { vi } from "vitest";

// The setup file fails a test on any console.warn or console.error left recorded; a test that
// expects one reads its lines through this, which resets the spy and so keeps that guard for the
// next test.
export function captureConsole(level: "warn" | "error") {
  const spy = vi.spyOn(console, level).mockImplementation(() => undefined);
  return () => {
    const lines = spy.mock.calls.map((call) => call.join(" "));
    spy.mockReset();
    return lines;
  };
}
