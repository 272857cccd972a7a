import Stripe from "stripe";

// The real SDK, talking to Stripe or, given its URL, to a Stripe-compatible API such as the
// emulator (`http://127.0.0.1:12111`).
export function stripeClient(secretKey: string, apiUrl?: string) {
  const config: Stripe.StripeConfig = { httpClient: Stripe.createFetchHttpClient() };
  if (apiUrl) {
    const url = new URL(apiUrl);
    config.host = url.hostname;
    config.port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    config.protocol = url.protocol === "https:" ? "https" : "http";
  }
  return new Stripe(secretKey, config);
}
