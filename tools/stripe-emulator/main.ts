// `node tools/stripe-emulator/main.ts`: the Stripe emulator on STRIPE_EMULATOR_PORT (12111), sending
// webhook events to STRIPE_WEBHOOK_URL signed with STRIPE_WEBHOOK_SECRET, until SIGINT or SIGTERM.
import { startStripeEmulator } from "./server.ts";
import { DEFAULT_WEBHOOK_SECRET } from "./webhooks.ts";

const port = Number(process.env.STRIPE_EMULATOR_PORT || 12111);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL || undefined;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET;

const emulator = await startStripeEmulator({ port, webhookUrl, webhookSecret });
const target = webhookUrl ? `, webhooks to ${webhookUrl}` : ", no webhook URL (set STRIPE_WEBHOOK_URL)";
console.log(`Stripe emulator at ${emulator.url} (secret key ${emulator.secretKey}${target})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void emulator.stop().then(() => process.exit(0)));
}
