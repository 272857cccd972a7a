import type { ChildProcess } from "node:child_process";
import { persistArgs, seed } from "./seed.ts";
import { run, start } from "./run.ts";

// Migrate, seed and build: everything `wrangler dev` needs to serve MyPin with demo data.
export async function prepareLocalApp(persistTo?: string) {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
  await seed(persistTo);
  // Test runners set NODE_ENV=test, which would make Vite ship React's development build.
  await run("vite", ["build", "--logLevel", "error"], { NODE_ENV: "production" });
}

export type TLocalApp = { url: string; process: ChildProcess; stop(): Promise<void> };

export async function startLocalApp(options: { port: number; inspectorPort?: number; persistTo?: string; quiet?: boolean }) {
  const args = ["dev", "--port", String(options.port), "--ip", "127.0.0.1", ...persistArgs(options.persistTo)];
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
