import type { TestProject } from "vitest/node";
import { startStripeEmulator } from "../../tools/stripe-emulator/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    stripeUrl: string;
  }
}

// The worker suite talks to the real Stripe SDK against the local emulator (docs/decisions/005).
// Webhooks are not pushed here: tests read the events the emulator recorded and deliver them to
// the worker themselves, so each test decides their order and how often they arrive.
export default async function setup(project: TestProject) {
  const stripe = await startStripeEmulator({ port: 0 });
  project.provide("stripeUrl", stripe.url);
  return () => stripe.stop();
}
