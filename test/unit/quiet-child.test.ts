import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { run, start } from "../../tools/run.ts";

// Far more than a pipe holds (64 KB on Linux), on both streams, as a busy wrangler dev prints.
const CHATTY = `
const line = "x".repeat(1023) + "\\n";
for (let i = 0; i < 2048; i++) { process.stdout.write(line); process.stderr.write(line); }
process.stdout.write("last words\\n");
`;

describe("a quiet child process", () => {
  it("runs to its end however much it prints, and keeps the tail of its output", async () => {
    const child = start(process.execPath, ["-e", CHATTY]);
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect(child.recentOutput().length).toBeLessThanOrEqual(64 * 1024);
    expect(child.recentOutput()).toContain("last words");
  }, 10_000);

  it("shows what a failed command printed", async () => {
    const failing = run(process.execPath, ["-e", "console.error('broken config'); process.exit(3)"]);
    await expect(failing).rejects.toThrow(/failed \(3\):\nbroken config/);
  });
});
