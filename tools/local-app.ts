import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { buildEveryLanguage } from "./build.ts";
import { seedDemoSubscriptions } from "./demo-subscriptions.ts";
import { run, start, type TStartedChild } from "./run.ts";
import { persistArgs, seed } from "./seed.ts";
import { startStripeEmulator } from "./stripe-emulator/server.ts";

// Local secrets made once per checkout let sessions work offline and survive restarts. They live
// under .wrangler/ (gitignored) and are handed to wrangler dev with --env-file rather than as
// .dev.vars, which the worker test runner would also load and announce once per test file. The
// Stripe key only has to look like one: locally the SDK talks to tools/stripe-emulator.
const LOCAL_ENV_FILE = ".wrangler/local.env";

const LOCAL_SECRETS: Record<string, () => string> = {
  JWT_SECRET: () => randomBytes(32).toString("base64url"),
  STRIPE_SECRET_KEY: () => "sk_test_local_emulator",
  STRIPE_WEBHOOK_SECRET: () => `whsec_${randomBytes(24).toString("base64url")}`,
};

// Adds whatever an older checkout's file lacks, keeping the values it has.
export function ensureLocalSecrets(): Record<string, string> {
  const existing = existsSync(LOCAL_ENV_FILE) ? readFileSync(LOCAL_ENV_FILE, "utf8") : "";
  const secrets = Object.fromEntries(
    existing
      .split("\n")
      .filter((line) => line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  const missing = Object.keys(LOCAL_SECRETS).filter((name) => !secrets[name]);
  if (missing.length === 0) return secrets;
  for (const name of missing) secrets[name] = LOCAL_SECRETS[name]?.() ?? "";
  mkdirSync(".wrangler", { recursive: true });
  const text = Object.entries(secrets)
    .map(([name, value]) => `${name}=${value}`)
    .join("\n");
  writeFileSync(LOCAL_ENV_FILE, `${text}\n`, { mode: 0o600 });
  return secrets;
}

// Secrets, migrate, seed and build: everything `wrangler dev` needs to serve MyPin with demo data.
// The build names the origin the app will be served at (its pages' canonical addresses, the links
// they show), as a deployment's build names its own.
// pseudo: the browser suite's pseudo-locale build too.
export async function prepareLocalApp(origin: string, persistTo?: string, { pseudo = false } = {}) {
  ensureLocalSecrets();
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)]);
  await seed(persistTo);
  // Test runners set NODE_ENV=test, which would make Vite ship React's development build.
  await buildEveryLanguage({ NODE_ENV: "production", PUBLIC_ORIGIN: origin }, { pseudo });
}

export const localOrigin = (port: number) => `http://localhost:${port}`;

export type TLocalApp = { url: string; process: TStartedChild; stop(): Promise<void> };

type TStartOptions = {
  port: number;
  stripeApiUrl: string;
  inspectorPort?: number;
  persistTo?: string;
  quiet?: boolean;
  // Extra plain-text variables, e.g. a shorter HOLD_SECONDS for the browser suite.
  vars?: Record<string, string>;
};

export async function startLocalApp(options: TStartOptions) {
  const url = localOrigin(options.port);
  const args = [
    "dev",
    "--port",
    String(options.port),
    "--ip",
    "127.0.0.1",
    // wrangler.toml routes production's domain, which wrangler dev would otherwise make every
    // request's URL, so a local page would move to that domain rather than to PUBLIC_ORIGIN.
    "--infer-origin-from-routes=false",
    "--env-file",
    LOCAL_ENV_FILE,
    "--var",
    "ENVIRONMENT:development",
    "--var",
    `STRIPE_API_URL:${options.stripeApiUrl}`,
    "--var",
    `PUBLIC_ORIGIN:${url}`,
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ...persistArgs(options.persistTo),
  ];
  if (options.inspectorPort) args.push("--inspector-port", String(options.inspectorPort));
  const child = start("wrangler", args, options.quiet ?? true);
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

// The Stripe emulator, delivering signed webhooks to the app, the demo pins' subscriptions there
// (which the fresh emulator has to be given on each start, before the app reads them), and the app
// pointed at it: what `npm start`, the browser suite and the bench run. Stopping stops both.
export async function startLocalStack(options: Omit<TStartOptions, "stripeApiUrl"> & { stripePort?: number }) {
  const { stripePort = 0, ...appOptions } = options;
  const stripe = await startStripeEmulator({
    port: stripePort,
    webhookUrl: `http://localhost:${options.port}/api/webhooks/stripe`,
    webhookSecret: ensureLocalSecrets().STRIPE_WEBHOOK_SECRET,
  });
  const app = await seedDemoSubscriptions(stripe, options.persistTo)
    .then(() => startLocalApp({ ...appOptions, stripeApiUrl: stripe.url }))
    .catch(async (error: unknown) => {
      await stripe.stop();
      throw error;
    });
  return { app, stripe, stop: () => Promise.all([app.stop(), stripe.stop()]).then(() => undefined) };
}

async function waitUntilUp(healthUrl: string, child: TStartedChild, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited with ${child.exitCode}:\n${child.recentOutput()}`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${healthUrl} within ${timeoutMs} ms:\n${child.recentOutput()}`);
}
