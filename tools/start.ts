import { DEMO_ACCOUNTS, DEMO_PINS, HANDOVER_PIN } from "./demo-data.ts";
import { localOrigin, prepareLocalApp, startLocalStack } from "./local-app.ts";

const PORT = 8787;
const STRIPE_EMULATOR_PORT = 12111;

console.log("Preparing MyPin: migrating the local database, seeding demo data, building the app...");
await prepareLocalApp(localOrigin(PORT));
const { app, stripe, stop } = await startLocalStack({ port: PORT, stripePort: STRIPE_EMULATOR_PORT, quiet: false });
console.log(`\nMyPin is running at ${app.url}`);
console.log(`Demo MyPins: ${DEMO_PINS.map((pin) => pin.mypin).join(", ")}`);
console.log(`To try handing one on, transfer ${HANDOVER_PIN.mypin} from the manage page`);
console.log("  each bought months ago, with a live yearly subscription at the Stripe emulator");
console.log(`Try ${app.url}/?pin=my.pin2`);
console.log("Demo accounts (sign in at /?page=auth):");
for (const account of Object.values(DEMO_ACCOUNTS)) {
  console.log(
    `  ${account.email.padEnd(20)} ${account.password.padEnd(20)} ${account.role ?? "owner of the demo MyPins"}`,
  );
}
console.log(`E-mails (sign-up codes, reset links) land in ${app.url}/dev/mailbox`);
console.log(`Payments go to the local Stripe emulator at ${stripe.url}: pay with card 4242 4242 4242 4242,`);
console.log(
  "see a decline with 4000 0000 0000 0002; promotion codes FREE3, FREE7, WELCOME10, SAVE5  (Ctrl+C to stop)\n",
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stop().then(() => process.exit(0)));
}
