import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

// The Stripe SDK's constructor builds every one of its ~200 resources, each a module of its own:
// about 560 KiB of the worker's bundle, parsed by each new isolate and loaded one module at a time
// by each test runtime, for the dozen resources MyPin calls. The package exports no way to build
// only some, so `npm install` (tools/write-stripe-for-worker.ts) writes a copy of its constructor's
// module whose imports of the other resources become an empty class, and the worker's bundler and
// its test runtimes take that copy for "stripe" (wrangler.toml's alias, vitest.config.ts).
// Everything else is the SDK's own file.
// A resource left out has no methods: calling one fails in the suites, which all run on this copy.

// The resources MyPin calls, as the SDK's files name them under esm/resources/.
export const KEPT_RESOURCES = [
  "Charges",
  "Customers",
  "Disputes",
  "InvoicePayments",
  "Invoices",
  "PaymentIntents",
  "Prices",
  "Products",
  "PromotionCodes",
  "Refunds",
  "Subscriptions",
];
// The namespaces MyPin calls (stripe.checkout.sessions), whose index loads only their own resources.
export const KEPT_NAMESPACES = ["BillingPortal", "Checkout"];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SDK = join(ROOT, "node_modules/stripe/esm");
export const STRIPE_FOR_WORKER = join(ROOT, "node_modules/.stripe-for-worker");

const LEFT_OUT = "StripeResourceLeftOut";

// stripe.core.js with each resource that is not kept replaced by an empty class, and every other
// relative import pointing back into the installed SDK.
export function trimmedCore(source: string, sdkFromOutput: string) {
  const kept = new Set([
    ...KEPT_RESOURCES.map((name) => `./resources/${name}.js`),
    ...KEPT_NAMESPACES.map((name) => `./resources/${name}/index.js`),
  ]);
  const lines = source.split("\n").map((line) => {
    // The index of every resource, which the constructor never reads (Stripe.resources).
    if (/^import \* as resources from '\.\/resources\.js';$/.test(line)) return "const resources = {};";
    if (line.startsWith("//# sourceMappingURL=")) return "";
    const named = line.match(/^import \{ ?(\w+),? ?\} from '(\.\/resources(?:\/[\w/]+)?\.js)';$/);
    if (named?.[1] && named[2] && !kept.has(named[2])) return `const ${named[1]} = ${LEFT_OUT};`;
    return line.replace(/from '\.\/([\w/.-]+)'/, (_, path: string) => `from '${sdkFromOutput}/${path}'`);
  });
  return [`class ${LEFT_OUT} {}`, ...lines].join("\n");
}

// The SDK's worker entry, on the trimmed constructor.
function entry(sdkFromOutput: string) {
  return [
    `import { WebPlatformFunctions } from '${sdkFromOutput}/platform/WebPlatformFunctions.js';`,
    `export { Decimal } from '${sdkFromOutput}/Decimal.js';`,
    "import { Stripe } from './stripe.core.js';",
    "Stripe.initialize(new WebPlatformFunctions());",
    "export { Stripe };",
    "export default Stripe;",
    "",
  ].join("\n");
}

export function writeStripeForWorker() {
  const output = STRIPE_FOR_WORKER;
  const sdkFromOutput = relative(output, SDK).split("\\").join("/");
  mkdirSync(output, { recursive: true });
  writeFileSync(
    join(output, "stripe.core.js"),
    trimmedCore(readFileSync(join(SDK, "stripe.core.js"), "utf8"), sdkFromOutput),
  );
  writeFileSync(join(output, "stripe.js"), entry(sdkFromOutput));
}
