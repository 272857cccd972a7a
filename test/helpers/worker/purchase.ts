import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { TErrorBody } from "../../../domain/errors";
import { PLACE } from "../places";
import { sessionIdOf } from "../stripe-emulator";
import { uniqueCard } from "../unique";
import { makeUser, signedInAs } from "./accounts";
import type { TBrowserSession } from "./browser-session";
import { emulator } from "./stripe";

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
      error?: TErrorBody["error"];
    },
  };
}

// Starts a checkout and pays it: the session id of a completed purchase, not yet fulfilled. Each
// payment is made with a card of its own unless told otherwise, since a card has one free trial.
export async function paidCheckout(browser: TBrowserSession, body: TCheckoutBody, card = uniqueCard()) {
  const started = await checkout(browser, body);
  expect(started.status).toBe(200);
  const sessionId = sessionIdOf(started.body.url ?? "");
  expect((await emulator.payCheckout(sessionId, card)).status).toBe(200);
  return sessionId;
}

export async function fulfil(browser: TBrowserSession, sessionId: string) {
  const response = await browser.post(`/api/checkout/${sessionId}/fulfil`, {});
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & Partial<TErrorBody>,
  };
}
