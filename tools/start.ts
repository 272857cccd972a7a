import { DEMO_PINS } from "./demo-data.ts";
import { prepareLocalApp, startLocalApp } from "./local-app.ts";

const PORT = 8787;

console.log("Preparing MyPin: migrating the local database, seeding demo data, building the app...");
await prepareLocalApp();
const app = await startLocalApp({ port: PORT, quiet: false });
console.log(`\nMyPin is running at ${app.url}`);
console.log(`Demo MyPins: ${DEMO_PINS.map((pin) => pin.mypin).join(", ")}`);
console.log(`Try ${app.url}/?pin=my.pin2  (Ctrl+C to stop)\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void app.stop().then(() => process.exit(0)));
}
