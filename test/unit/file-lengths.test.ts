import { describe, expect, it } from "vitest";
import { lengthViolation, lineCount, MAX_LINES } from "../../tools/file-lengths.ts";

const lines = (count: number) => "x\n".repeat(count);

describe("lengthViolation", () => {
  it("passes a file of the most lines a source file may hold", () => {
    expect(lengthViolation("app/a.ts", lines(MAX_LINES))).toBeNull();
  });

  it("names a file one line over, with its length", () => {
    expect(lengthViolation("app/a.ts", lines(MAX_LINES + 1))).toBe(
      `app/a.ts: ${MAX_LINES + 1} lines, over the ${MAX_LINES} a source file may hold`,
    );
  });

  it("counts a last line that has no newline", () => {
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("")).toBe(0);
    expect(lengthViolation("app/a.ts", `${lines(MAX_LINES)}x`)).not.toBeNull();
  });
});
