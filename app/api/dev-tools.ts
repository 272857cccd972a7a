import { call, client, type TDataOf } from "./client";

// The pricing page's development tools, for system administrators only.
export function testStripeConnection() {
  return call(() => client.admin["stripe-connection"].$get());
}

export type TStripeConnectionReport = TDataOf<typeof testStripeConnection>;
