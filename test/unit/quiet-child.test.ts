import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { run, start } from "../../tools/run.ts";

// Far more than a pipe holds (64 KB on Linux), as a busy wrangler dev prints.
const chatty = (streams: string) => `
const line = "x".repeat(1023) + "\\n";
for (let i = 0; i < 2048; i++) for (const stream of [${streams}]) stream.write(line);
process.stdout.write("last words\\n");
`;

describe("a quiet child process", () => {
  it("runs to its end however much it prints on both streams", async () => {
    const child = start(process.execPath, ["-e", chatty("process.stdout, process.stderr")]);
    const [code] = await once(child, "close");
    expect(code).toBe(0);
    expect(child.recentOutput().length).toBe(64 * 1024);
  }, 10_000);

  // Each stream arrives in order, though the two interleave as they please.
  it("keeps the tail of what it printed", async () => {
    const child = start(process.execPath, ["-e", chatty("process.stdout")]);
    await once(child, "close");
    expect(child.recentOutput()).toMatch(/x\nlast words\n$/);
  }, 10_000);

  it("shows what a failed command printed", async () => {
    const failing = run(process.execPath, ["-e", "console.error('broken config'); process.exit(3)"]);
    await expect(failing).rejects.toThrow(/failed \(3\):\nbroken config/);
  });
});
