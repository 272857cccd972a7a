import { type ChildProcess, spawn } from "node:child_process";

// Offline by default: no Request.cf lookup, no telemetry, no update check (see docs/decisions/001).
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: "true",
};

// How much of a quiet child's latest output is kept to explain a failure.
const KEPT_OUTPUT_CHARS = 64 * 1024;

export type TStartedChild = ChildProcess & { recentOutput(): string };

// A quiet child's output is always read: a pipe nobody reads fills up, and the child then blocks on
// its next write (a busy wrangler dev after about 20 minutes) and stops answering, even SIGTERM.
// Only its tail is kept, for recentOutput to show when it fails.
export function start(command: string, args: string[], quiet = true, env: Record<string, string> = {}): TStartedChild {
  const child = spawn(command, args, {
    env: { ...process.env, ...OFFLINE_ENV, ...env },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let kept = "";
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return Object.assign(child, { recentOutput: () => kept });
}

// Runs a command to the end; its output is shown only if it fails, so a passing run stays quiet.
// Resolves with what it printed to stdout.
export function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = start(command, args, true, env);
    let stdout = "";
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${child.recentOutput()}`)),
    );
  });
}
