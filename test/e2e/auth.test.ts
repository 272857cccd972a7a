import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { emailedCode, emailedLink, submitSignIn } from "../helpers/browser/accounts.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { uniqueEmail } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const PASSWORD = "Sunny-Day-42";
const NEW_PASSWORD = "Moonlit-Walk-77";

// Every test signs up its own account (uniqueEmail): no test depends on another or on the order they run in.

const isVisible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

async function startSignUp(page: Page, email: string, shots?: string) {
  await page.goto(`${baseUrl}/?page=auth`);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Display Name").fill("Test Person");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  if (shots) await screenshot(page, `auth-sign-up-${shots}`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await eventually(() => page.getByRole("heading", { name: "Check Your Email" }).isVisible()).toBe(true);
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

async function signUp(page: Page, email: string) {
  await startSignUp(page, email);
  await typeCode(page, await emailedCode(page.context(), email));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);
}

async function signOut(page: Page, email: string) {
  await page.getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await eventually(() => page.getByRole("link", { name: "Sign In", exact: true }).isVisible()).toBe(true);
}

describe("signing up and in on a desktop", () => {
  it("signs up with the e-mailed code, signs out, and signs back in with the password", async () => {
    const { page } = await openPage(browser(), "desktop");
    const email = uniqueEmail("journey");
    await page.goto(`${baseUrl}/?page=auth`);
    await eventually(() => page.getByRole("heading", { name: "Welcome to MyPin" }).isVisible()).toBe(true);
    await screenshot(page, "auth-sign-in-desktop");

    // The tabs follow the arrow keys, and the password rules follow the typing.
    await page.getByRole("tab", { name: "Sign In" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("true");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    const rules = page.getByRole("list", { name: "Password requirements" });
    expect(await rules.getByRole("listitem").filter({ hasText: "One uppercase letter" }).innerText()).toContain(
      "not met",
    );
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();

    await startSignUp(page, email, "desktop");
    expect(await page.getByText(`We sent a 6-digit code to ${email}`).isVisible()).toBe(true);
    expect(await page.getByText("Can't find it? Check your junk/spam folder").isVisible()).toBe(true);
    expect(await page.getByText(/Code expires in 1[45]:\d\d/).isVisible()).toBe(true);
    expect(await page.getByText("3 verification attempts remaining").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /Resend in \d+s/ }).isDisabled()).toBe(true);
    await screenshot(page, "auth-verify-desktop");

    await typeCode(page, await emailedCode(page.context(), email));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await eventually(isVisible(page, "Email Verified!")).toBe(true);
    await eventually(() => page.getByRole("heading", { name: "Manage My MyPins" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: email }).getAttribute("aria-haspopup")).toBe("menu");

    // A signed-in user opening the auth screen is sent away at once, to a landing that offers
    // the way to their MyPins; signed out, that button is gone.
    await page.goto(`${baseUrl}/?page=auth`);
    await eventually(() => new URL(page.url()).search).toBe("");
    await page.getByRole("button", { name: "Manage MyPins" }).click();
    await eventually(() => page.getByRole("heading", { name: "Manage My MyPins" }).isVisible()).toBe(true);
    await signOut(page, email);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getByRole("button", { name: "Manage MyPins" }).count()).toBe(0);

    await submitSignIn(page, { email, password: PASSWORD });
    await eventually(isVisible(page, "Welcome back!")).toBe(true);
    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);

    // The account menu works from the keyboard: Enter opens it on its first item, the arrows move.
    await page.getByRole("button", { name: email }).focus();
    await page.keyboard.press("Enter");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Billing Portal");
    await page.keyboard.press("ArrowDown");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Change Password");
    await page.keyboard.press("ArrowDown");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("API Keys");
    await page.keyboard.press("End");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Sign out");
    await page.keyboard.press("Enter");
    await eventually(() => page.getByRole("link", { name: "Sign In", exact: true }).isVisible()).toBe(true);
  });

  it("refuses a wrong password with the spec's words", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [401] });
    await submitSignIn(page, { email: uniqueEmail("nobody"), password: PASSWORD });
    const alert = page.getByRole("alert");
    await eventually(() => alert.innerText()).toBe(
      "Incorrect email or password. Please check your credentials and try again.",
    );
    await screenshot(page, "auth-wrong-password-desktop");
  });

  it("keeps a purchase intent for the purchase flow and clears it shortly after sign-in", async () => {
    const { page } = await openPage(browser(), "desktop");
    const email = uniqueEmail("buyer");
    await signUp(page, email);
    await signOut(page, email);
    await page.goto(`${baseUrl}/?page=auth&intent=purchase`);
    await eventually(() => page.evaluate(() => localStorage.getItem("mypin.auth-intent"))).toBe('"purchase"');
    await submitSignIn(page, { email, password: PASSWORD });
    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Manage My MyPins" }).count()).toBe(0);
    await eventually(() => page.evaluate(() => localStorage.getItem("mypin.auth-intent"))).toBeNull();
  });
});

describe("a sign-up belongs to the browser that started it", () => {
  it("refuses the e-mailed link in another browser, and finishes with the code in its own", async () => {
    const { page } = await openPage(browser(), "desktop");
    const elsewhere = await openPage(browser(), "phone", { expectedStatuses: [409] });
    const email = uniqueEmail("bound");
    await startSignUp(page, email);

    await elsewhere.page.goto(await emailedLink(page.context(), email, "/verify-email"));
    await eventually(() => elsewhere.page.getByRole("alert").innerText()).toBe(
      "Verification failed\n\nThis sign-up was started in another browser, or replaced by a newer one. Finish it there, or sign up again here.",
    );
    expect(await elsewhere.page.getByRole("button", { name: email }).count()).toBe(0);
    await screenshot(elsewhere.page, "verify-email-other-browser-phone");

    await typeCode(page, await emailedCode(page.context(), email));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);
  });
});

describe("signing up on a phone", () => {
  it("shows the signed-in e-mail and Sign out in the mobile menu", async () => {
    const { page } = await openPage(browser(), "phone");
    const email = uniqueEmail("mobile");
    await page.goto(`${baseUrl}/?page=auth`);
    await eventually(() => page.getByRole("heading", { name: "Welcome to MyPin" }).isVisible()).toBe(true);
    await screenshot(page, "auth-sign-in-phone");
    await startSignUp(page, email, "phone");
    await screenshot(page, "auth-verify-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await typeCode(page, await emailedCode(page.context(), email));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await eventually(isVisible(page, "Email Verified!")).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await eventually(() => menu.getByText(`Signed in as ${email}`).isVisible()).toBe(true);
    await screenshot(page, "auth-mobile-menu-signed-in-phone");
    await menu.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    await eventually(() => menu.getByRole("link", { name: "Sign In", exact: true }).isVisible()).toBe(true);
  });
});

describe("recovering an account", () => {
  it("resets a forgotten password from the e-mailed link and signs in with the new one", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [400, 401] });
    const email = uniqueEmail("forgetful");
    await signUp(page, email);
    await signOut(page, email);

    await page.goto(`${baseUrl}/?page=auth`);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await eventually(() => page.getByRole("alert").innerText()).toBe("Please enter your email address first");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await eventually(isVisible(page, "Password reset email sent! Check your inbox for instructions.")).toBe(true);
    await eventually(isVisible(page, "Password reset email sent!")).toBe(true);

    const link = await emailedLink(page.context(), email, "/reset-password");
    await page.goto(link);
    await eventually(() => page.getByLabel("New Password", { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(`${NEW_PASSWORD}x`);
    await page.getByRole("button", { name: "Update Password" }).click();
    expect(await page.getByRole("alert").innerText()).toBe("Passwords do not match");
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await screenshot(page, "reset-password-desktop");
    await page.getByRole("button", { name: "Update Password" }).click();
    await eventually(isVisible(page, "Password Updated!")).toBe(true);
    await eventually(() => new URL(page.url()).pathname).toBe("/");

    // The link works once.
    await page.goto(link);
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "Invalid or expired reset link. Please request a new password reset.",
    );
    expect(await page.getByRole("link", { name: "Back to Sign In" }).getAttribute("href")).toBe("/?page=auth");

    await submitSignIn(page, { email, password: PASSWORD });
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "Incorrect email or password. Please check your credentials and try again.",
    );
    await submitSignIn(page, { email, password: NEW_PASSWORD });
    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);
  });

  it("explains a reset link without a token, with a broken one or an unknown one, also in the recovery form of the home address", async () => {
    const { page } = await openPage(browser(), "phone", { expectedStatuses: [400] });
    await page.goto(`${baseUrl}/reset-password`);
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "No reset token provided. Please request a new password reset.",
    );
    await page.goto(`${baseUrl}/reset-password?token=cut-short`);
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "Invalid reset token. Please request a new password reset.",
    );
    await page.goto(`${baseUrl}/#access_token=${"A".repeat(43)}&type=recovery`);
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "Invalid or expired reset link. Please request a new password reset.",
    );
    expect(await page.getByRole("heading", { name: "Reset Your Password" }).isVisible()).toBe(true);
    await screenshot(page, "reset-password-invalid-phone");
  });

  it("verifies the address from the e-mailed link once", async () => {
    const { page } = await openPage(browser(), "desktop");
    const email = uniqueEmail("linked");
    await startSignUp(page, email);
    const link = await emailedLink(page.context(), email, "/verify-email");
    await page.goto(link);
    await eventually(isVisible(page, "Email Verified!")).toBe(true);
    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);
    await screenshot(page, "verify-email-desktop");
    await eventually(() => new URL(page.url()).pathname).toBe("/");

    await page.goto(link);
    await eventually(isVisible(page, "This email address is already verified. Please sign in.")).toBe(true);
    await page.goto(`${baseUrl}/verify-email`);
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "Verification failed\n\nInvalid verification link. No token provided.",
    );
  });
});
