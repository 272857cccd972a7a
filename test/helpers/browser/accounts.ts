import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { DEMO_ACCOUNTS } from "../../../tools/demo-data.ts";
import { eventually } from "./browser.ts";

const baseUrl = inject("baseUrl");

type TAccount = { email: string; password: string };

// On the auth screen, wherever the flow brought the page there from.
export async function signInOnAuthScreen(page: Page, account: TAccount = DEMO_ACCOUNTS.owner) {
  await eventually(() => page.getByLabel("Email", { exact: true }).isVisible()).toBe(true);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

// Opens the auth screen and signs in; the caller looks for the outcome (a refusal, say).
export async function submitSignIn(page: Page, account: TAccount) {
  await page.goto(`${baseUrl}/?page=auth`);
  await signInOnAuthScreen(page, account);
}

// Signs in and waits until the app has welcomed the account back.
export async function signIn(page: Page, account: TAccount = DEMO_ACCOUNTS.owner) {
  await submitSignIn(page, account);
  await eventually(() => page.getByText("Welcome back!").isVisible()).toBe(true);
  await eventually(() => new URL(page.url()).searchParams.get("page")).toBeNull();
}

// The dev mailbox lists the outbox newest first, one article named "Email to {to}: {subject}"
// each; it is read in a page of the visitor's own browser, as a person reads their e-mail.
async function latestEmail(context: BrowserContext, to: string): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${baseUrl}/dev/mailbox`);
    return await mailbox
      .getByRole("article", { name: `Email to ${to}:` })
      .first()
      .innerText();
  } finally {
    await mailbox.close();
  }
}

export async function emailedCode(context: BrowserContext, to: string): Promise<string> {
  const code = /verification code is (\d{6})/.exec(await latestEmail(context, to))?.[1];
  if (code === undefined) throw new Error(`no verification code e-mailed to ${to}`);
  return code;
}

// The address of the newest e-mail's link to a path of the app (a transfer's offer), followed on
// the app under test whatever origin the e-mail was written for.
export async function emailedPath(context: BrowserContext, to: string, path: RegExp): Promise<string> {
  const found = path.exec(await latestEmail(context, to))?.[0];
  if (found === undefined) throw new Error(`no link to ${path} e-mailed to ${to}`);
  return `${baseUrl}${found}`;
}

// The link is followed on the app under test, whatever origin the e-mail was written for.
export async function emailedLink(context: BrowserContext, to: string, path: string): Promise<string> {
  const link = new RegExp(`https?://\\S+(${path}\\?token=\\S+)`).exec(await latestEmail(context, to))?.[1];
  if (link === undefined) throw new Error(`no ${path} link e-mailed to ${to}`);
  return `${baseUrl}${link}`;
}

// A new account of the test's own, signed up through the auth screen (opened at `from`) with the
// e-mailed code; the page ends signed in.
export async function signUpThroughAuthScreen(page: Page, account: TAccount, from = `${baseUrl}/?page=auth`) {
  await page.goto(from);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Display Name").fill("Test Person");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await eventually(() => page.getByRole("heading", { name: "Check Your Email" }).isVisible()).toBe(true);
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await emailedCode(page.context(), account.email));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await eventually(() => page.getByText("Email Verified!").first().isVisible()).toBe(true);
}
