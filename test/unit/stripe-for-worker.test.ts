import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KEPT_NAMESPACES, KEPT_RESOURCES, STRIPE_FOR_WORKER, trimmedCore } from "../../tools/stripe-for-worker.ts";

const CORE = readFileSync("node_modules/stripe/esm/stripe.core.js", "utf8");
const importsOf = (source: string) => [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);

// Each property of a Stripe client and the SDK file its resource comes from, as the constructor
// builds them: `this.prices = new PriceResource(this)` and `import { PriceResource, } from './resources/Prices.js'`.
function resourceFiles() {
  const fileOf = new Map(
    [...CORE.matchAll(/^import \{ ?(\w+),? ?\} from '\.\/resources\/([\w/]+?)(?:\/index)?\.js';$/gm)].map(
      (match) => [match[1], match[2]] as const,
    ),
  );
  return new Map(
    [...CORE.matchAll(/this\.(\w+) = new (\w+)\(this\)/g)].map(
      (match) => [match[1], fileOf.get(match[2] ?? "")] as const,
    ),
  );
}

function workerSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return workerSources(path);
    return path.endsWith(".ts") ? [readFileSync(path, "utf8")] : [];
  });
}

describe("the worker's Stripe SDK", () => {
  it("imports only the resources MyPin keeps, and everything else from the installed SDK", () => {
    const imports = importsOf(trimmedCore(CORE, "../stripe/esm"));
    expect(imports.filter((path) => path?.includes("/resources")).sort()).toEqual(
      [
        ...KEPT_RESOURCES.map((name) => `../stripe/esm/resources/${name}.js`),
        ...KEPT_NAMESPACES.map((name) => `../stripe/esm/resources/${name}/index.js`),
      ].sort(),
    );
    expect(imports.every((path) => path?.startsWith("../stripe/esm/"))).toBe(true);
  });

  it("keeps every resource the worker calls", () => {
    const files = resourceFiles();
    const called = new Set(
      ["worker", "db", "domain"]
        .flatMap(workerSources)
        .flatMap((source) => [...source.matchAll(/\bstripe\.(\w+)\./g)].map((match) => files.get(match[1] ?? ""))),
    );
    called.delete(undefined);
    const kept = new Set([...KEPT_RESOURCES, ...KEPT_NAMESPACES]);
    expect([...called].filter((file) => !kept.has(file ?? ""))).toEqual([]);
    expect(called.size).toBeGreaterThan(10);
  });

  it("builds a client whose kept resources call Stripe and whose others have no methods", async () => {
    const { default: Stripe } = (await import(`${STRIPE_FOR_WORKER}/stripe.js`)) as typeof import("stripe");
    const stripe = new Stripe("sk_test_unit", { httpClient: Stripe.createFetchHttpClient() });
    expect(typeof stripe.subscriptions.retrieve).toBe("function");
    expect(typeof stripe.checkout.sessions.create).toBe("function");
    expect(typeof (stripe.accounts as Partial<typeof stripe.accounts>).create).toBe("undefined");
    expect(Stripe.errors.StripeInvalidRequestError.name).toBe("StripeInvalidRequestError");
  });
});
