import type { Page } from "playwright-core";
import type Stripe from "stripe";
import { inject } from "vitest";
import { create, purchase } from "../../../domain/messages/purchase.ts";
import { PLACE } from "../places.ts";
import { sessionIdOf, stripeEmulator } from "../stripe-emulator.ts";
import { uniqueCard, uniqueEmail } from "../unique.ts";
import { emailedCode } from "./accounts.ts";
import { eventually } from "./browser.ts";

const baseUrl = inject("baseUrl");

// The emulator the app under test talks to (started by test/e2e/global-setup.ts).
export const emulator = stripeEmulator(inject("stripeUrl"));

// The API as the signed-in page calls it: same cookies, same origin.
function apiFromPage<T>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

// Pays on the emulator's hosted checkout page as a buyer types it, with a card of its own unless
// told otherwise (a card has one free trial); 4000…0002 is declined.
export async function payOnCheckoutPage(page: Page, card = uniqueCard()) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^(Subscribe|Start trial)$/ }).click();
}

// On a create page the signed-in buyer has open: Buy, skip the promotion code, and wait for the
// provider's checkout page.
export async function checkoutWithoutCode(page: Page) {
  const buy = page.getByRole("button", { name: create.buy, exact: true });
  await eventually(() => buy.isEnabled()).toBe(true);
  await buy.click();
  const promo = page.getByRole("dialog", { name: purchase.promoTitle });
  await eventually(() => promo.isVisible()).toBe(true);
  await promo.getByRole("button", { name: purchase.skip }).click();
  await eventually(() => page.url().startsWith(inject("stripeUrl"))).toBe(true);
}

// Holds a name for the signed-in page's user and opens its checkout, as the create page does, with
// a promotion code if given. Returns the checkout session's id.
export async function startCheckout(
  page: Page,
  name: string,
  options: { place?: typeof PLACE; promoCode?: string } = {},
) {
  const hold = await apiFromPage(page, `/api/names/${encodeURIComponent(name)}/hold`, {});
  if (hold.status !== 200) throw new Error(`hold answered ${hold.status}`);
  const body = { mypin: name, ...(options.place ?? PLACE), promoCode: options.promoCode };
  const started = await apiFromPage<{ url: string }>(page, "/api/checkout", body);
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}`);
  return sessionIdOf(started.body.url);
}

// Buys a name for the signed-in page's user the way the create page does (hold, checkout), pays on
// the emulator, and waits for the webhook to create the pin. Returns the Stripe subscription id.
export async function buyPin(page: Page, name: string, place = PLACE) {
  const sessionId = await startCheckout(page, name, { place });
  const paid = await emulator.payCheckout(sessionId, uniqueCard());
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
  await eventually(async () => (await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).status).toBe(200);
  const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
  const subscription = (completed.data.object as Stripe.Checkout.Session).subscription;
  if (typeof subscription !== "string") throw new Error(`no subscription for ${name}`);
  return subscription;
}

export const NEW_OWNER_PASSWORD = "Sunny-Day-42";

// A new account, signed in on the page through the sign-up API and the code from the dev mailbox.
export async function signUpNewOwner(page: Page) {
  const email = uniqueEmail("owner");
  await page.goto(baseUrl);
  const started = await apiFromPage(page, "/api/auth/sign-up", {
    email,
    password: NEW_OWNER_PASSWORD,
    displayName: "New Owner",
  });
  if (started.status !== 200) throw new Error(`sign-up answered ${started.status}`);
  const code = await emailedCode(page.context(), email);
  const verified = await apiFromPage(page, "/api/auth/sign-up/verify", { email, code });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  await page.evaluate(() => localStorage.setItem("mypin.signed-in", "true"));
  return email;
}
