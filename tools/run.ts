import { type ChildProcess, spawn } from "node:child_process";

// Offline by default: no Request.cf lookup, no telemetry, no update check (see docs/decisions/001).
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: "true",
};

export function start(command: string, args: string[], quiet = true, env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...OFFLINE_ENV, ...env },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
}

// Runs a command to the end; its output is shown only if it fails, so a passing run stays quiet.
// Resolves with what it printed to stdout.
export function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = start(command, args, true, env);
    let output = "";
    let stdout = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}
