import type { Page } from "playwright-core";
import { inject } from "vitest";
import { DEMO_ACCOUNTS } from "../../../tools/demo-data.ts";
import { eventually } from "./browser.ts";

const baseUrl = inject("baseUrl");
const stripeUrl = inject("stripeUrl");

export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

// A Simple name no other test (or earlier run on the same database) has used.
export const freshName = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type TAccount = { email: string; password: string };

// On the auth screen, wherever the flow brought the page there from.
export async function signInOnAuthScreen(page: Page, account: TAccount = DEMO_ACCOUNTS.owner) {
  await eventually(() => page.getByLabel("Email", { exact: true }).isVisible()).toBe(true);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export async function signIn(page: Page, account: TAccount = DEMO_ACCOUNTS.owner) {
  await page.goto(`${baseUrl}/?page=auth`);
  await signInOnAuthScreen(page, account);
  await eventually(() => page.getByText("Welcome back!").isVisible()).toBe(true);
  await eventually(() => new URL(page.url()).searchParams.get("page")).toBeNull();
}

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

async function emulator<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stripeUrl}/_emulator${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

// Buys a name for the signed-in page's user the way the create page does (hold, checkout), pays on
// the emulator, and waits for the webhook to create the pin. Returns the Stripe subscription id.
export async function buyPin(page: Page, name: string, place = { latitude: 51.501364, longitude: -0.14189 }) {
  const hold = await apiFromPage(page, `/api/names/${encodeURIComponent(name)}/hold`, {});
  if (hold.status !== 200) throw new Error(`hold answered ${hold.status}`);
  const started = await apiFromPage<{ url: string }>(page, "/api/checkout", { mypin: name, ...place });
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}`);
  const sessionId = new URL(started.body.url).pathname.split("/").pop() ?? "";
  await emulator(`/checkout/sessions/${sessionId}/pay`, { card: "4242424242424242" });
  await eventually(async () => (await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`)).status).toBe(200);
  const { data } = await emulator<{ data: { data: { object: { subscription: string } } }[] }>(
    `/events?type=checkout.session.completed&object_id=${sessionId}`,
  );
  const subscription = data[0]?.data.object.subscription;
  if (!subscription) throw new Error(`no subscription for ${name}`);
  return subscription;
}

// The provider refuses the next calls to this path (the SDK retries once, so two).
export function failNextStripeCalls(method: string, path: string, count = 2) {
  return emulator("/faults", { method, path, status: 500, count });
}

// A new account, signed in on the page through the sign-up API and the code from the dev mailbox.
export async function signUpNewOwner(page: Page) {
  const email = freshEmail("owner");
  await page.goto(baseUrl);
  const started = await apiFromPage(page, "/api/auth/sign-up", {
    email,
    password: "Sunny-Day-42",
    displayName: "New Owner",
  });
  if (started.status !== 200) throw new Error(`sign-up answered ${started.status}`);
  const mailbox = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
  const article = mailbox.split("<article").find((part) => part.includes(email)) ?? "";
  const code = /verification code is (\d{6})/.exec(article)?.[1];
  if (code === undefined) throw new Error(`no code e-mailed to ${email}`);
  const verified = await apiFromPage(page, "/api/auth/sign-up/verify", { email, code });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  await page.evaluate(() => localStorage.setItem("mypin.signed-in", "true"));
  return email;
}
