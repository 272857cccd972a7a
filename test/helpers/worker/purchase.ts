import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { makeUser, signedInAs } from "./accounts";
import type { TBrowserSession } from "./browser-session";
import { payCheckout, sessionIdOf } from "./stripe";

let sequence = 0;

// A Simple name no other test uses.
export function freshName(tag = "buy") {
  sequence += 1;
  return `${tag}${sequence}.${crypto.randomUUID().slice(0, 8)}`;
}

export const PLACE = { latitude: 51.501364, longitude: -0.14189 };

export async function signedInBuyer() {
  const user = await makeUser(env.DB);
  return { user, browser: await signedInAs(user) };
}

type TCheckoutBody = { mypin: string; latitude?: number; longitude?: number; currency?: string; promoCode?: string };

export async function checkout(browser: TBrowserSession, body: TCheckoutBody) {
  const response = await browser.post("/api/checkout", { ...PLACE, ...body });
  return {
    status: response.status,
    body: (await response.json()) as {
      url?: string;
      promoCodeError?: string;
      error?: { code: string; message: string };
    },
  };
}

// Starts a checkout and pays it: the session id of a completed purchase, not yet fulfilled.
export async function paidCheckout(browser: TBrowserSession, body: TCheckoutBody) {
  const started = await checkout(browser, body);
  expect(started.status).toBe(200);
  const sessionId = sessionIdOf(started.body.url ?? "");
  expect((await payCheckout(sessionId)).status).toBe(200);
  return sessionId;
}

export async function fulfil(browser: TBrowserSession, sessionId: string) {
  const response = await browser.post(`/api/checkout/${sessionId}/fulfil`, {});
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } },
  };
}
