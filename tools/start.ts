import { DEMO_ACCOUNTS, DEMO_PINS } from "./demo-data.ts";
import { prepareLocalApp, startLocalApp } from "./local-app.ts";

const PORT = 8787;

console.log("Preparing MyPin: migrating the local database, seeding demo data, building the app...");
await prepareLocalApp();
const app = await startLocalApp({ port: PORT, quiet: false });
console.log(`\nMyPin is running at ${app.url}`);
console.log(`Demo MyPins: ${DEMO_PINS.map((pin) => pin.mypin).join(", ")}`);
console.log(`Try ${app.url}/?pin=my.pin2`);
console.log("Demo accounts (sign in at /?page=auth):");
for (const account of Object.values(DEMO_ACCOUNTS)) {
  console.log(`  ${account.email.padEnd(20)} ${account.password.padEnd(20)} ${account.role ?? "owner of the demo MyPins"}`);
}
console.log(`E-mails (sign-up codes, reset links) land in ${app.url}/dev/mailbox  (Ctrl+C to stop)\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void app.stop().then(() => process.exit(0)));
}
