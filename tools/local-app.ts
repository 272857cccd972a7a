import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { persistArgs, seed } from "./seed.ts";
import { run, start } from "./run.ts";

// A random JWT_SECRET made once per checkout lets sessions work offline and survive restarts. It
// lives under .wrangler/ (gitignored) and is handed to wrangler dev with --env-file rather than as
// .dev.vars, which the worker test runner would also load and announce once per test file.
const LOCAL_ENV_FILE = ".wrangler/local.env";

function ensureLocalSecrets() {
  if (existsSync(LOCAL_ENV_FILE)) return;
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(LOCAL_ENV_FILE, `JWT_SECRET=${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
}

// Secrets, migrate, seed and build: everything `wrangler dev` needs to serve MyPin with demo data.
export async function prepareLocalApp(persistTo?: string) {
  ensureLocalSecrets();
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
  await seed(persistTo);
  // Test runners set NODE_ENV=test, which would make Vite ship React's development build.
  await run("vite", ["build", "--logLevel", "error"], { NODE_ENV: "production" });
}

export type TLocalApp = { url: string; process: ChildProcess; stop(): Promise<void> };

export async function startLocalApp(options: { port: number; inspectorPort?: number; persistTo?: string; quiet?: boolean }) {
  const args = [
    "dev",
    "--port",
    String(options.port),
    "--ip",
    "127.0.0.1",
    "--env-file",
    LOCAL_ENV_FILE,
    "--var",
    "ENVIRONMENT:development",
    ...persistArgs(options.persistTo),
  ];
  if (options.inspectorPort) args.push("--inspector-port", String(options.inspectorPort));
  const child = start("wrangler", args, options.quiet ?? true);
  const url = `http://localhost:${options.port}`;
  await waitUntilUp(`${url}/api/health`, child);
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  } satisfies TLocalApp;
}

async function waitUntilUp(healthUrl: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${healthUrl} within ${timeoutMs} ms`);
}
