import type { TestProject } from "vitest/node";
import { startFakeGeoServices } from "../../tools/fake-geo-services.ts";
import { startStripeEmulator } from "../../tools/stripe-emulator/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    stripeUrl: string;
    // An emulator of its own for the file that puts 10,000 subscriptions there
    // (nightly-sync-volume.test.ts): every other file's nightly sync would read them all.
    volumeStripeUrl: string;
    geoUrl: string;
  }
}

// The worker suite talks to the real Stripe SDK against the local emulator (docs/decisions/005).
// Webhooks are not pushed here: tests read the events the emulator recorded and deliver them to
// the worker themselves, so each test decides their order and how often they arrive.
// The geocoder is the local fake too, so the reverse look-up of every pin bought or moved answers
// at once, offline; a test that needs another answer replaces fetch at its address.
export default async function setup(project: TestProject) {
  const stripe = await startStripeEmulator({ port: 0 });
  const volumeStripe = await startStripeEmulator({ port: 0 });
  const geo = await startFakeGeoServices();
  project.provide("stripeUrl", stripe.url);
  project.provide("volumeStripeUrl", volumeStripe.url);
  project.provide("geoUrl", geo.url);
  return async () => {
    await stripe.stop();
    await volumeStripe.stop();
    await geo.stop();
  };
}
