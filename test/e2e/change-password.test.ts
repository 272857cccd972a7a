import { describe, expect, inject, it } from "vitest";
import { signIn, signUpThroughAuthScreen, submitSignIn } from "../helpers/browser/accounts.ts";
import { eventually, openPage, screenshot, useBrowser, VIEWPORTS } from "../helpers/browser/browser.ts";
import { uniqueEmail } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const PASSWORD = "Sunny-Day-42";
const NEW_PASSWORD = "Moonlit-Walk-77";

describe("changing the password", () => {
  it("opens from the account menu by keyboard, explains each refusal, and keeps the user signed in", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [400, 401] });
    const email = uniqueEmail("changer");
    await signUpThroughAuthScreen(page, { email, password: PASSWORD });

    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);
    await page.getByRole("button", { name: email }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Change Password");
    await page.keyboard.press("Enter");
    await eventually(() => page.getByRole("heading", { name: "Change Password" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/account/password");

    const submit = page.getByRole("button", { name: "Change Password" });
    const current = page.getByLabel("Current Password", { exact: true });
    await submit.click();
    expect(await page.getByRole("alert").innerText()).toBe("Please enter your current password");
    expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);

    await current.fill("Wrong-Guess-1");
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await submit.click();
    expect(await page.getByRole("alert").innerText()).toBe("Password must be at least 8 characters long");

    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(`${NEW_PASSWORD}x`);
    await submit.click();
    expect(await page.getByRole("alert").innerText()).toBe("Passwords do not match");

    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await submit.click();
    await eventually(() => page.getByRole("alert").innerText()).toBe(
      "Your current password is incorrect. Please try again.",
    );
    expect(await current.evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, "change-password-desktop");

    await current.fill(PASSWORD);
    await submit.click();
    await eventually(() => page.getByText("Password Updated!").first().isVisible()).toBe(true);
    await eventually(() => new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("button", { name: email }).isVisible()).resolves.toBe(true);

    const { page: elsewhere } = await openPage(browser(), "desktop", { expectedStatuses: [401] });
    await submitSignIn(elsewhere, { email, password: PASSWORD });
    await eventually(() => elsewhere.getByRole("alert").innerText()).toBe(
      "Incorrect email or password. Please check your credentials and try again.",
    );
    await submitSignIn(elsewhere, { email, password: NEW_PASSWORD });
    await eventually(() => elsewhere.getByRole("button", { name: email }).isVisible()).toBe(true);
  });

  it("signs the other browsers out: their Billing Portal asks for a sign-in instead of failing", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [401] });
    const email = uniqueEmail("portal-elsewhere");
    await signUpThroughAuthScreen(page, { email, password: PASSWORD });
    await eventually(() => page.getByRole("button", { name: email }).isVisible()).toBe(true);

    const { page: elsewhere } = await openPage(browser(), "desktop");
    await signIn(elsewhere, { email, password: PASSWORD });
    const changed = await elsewhere.context().request.post(`${baseUrl}/api/me/password`, {
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      data: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status()).toBe(200);

    await page.getByRole("button", { name: email }).click();
    await page.getByRole("menuitem", { name: "Billing Portal" }).click();
    await eventually(() => page.getByText("You must be signed in").first().isVisible()).toBe(true);
    await eventually(() => page.getByRole("link", { name: "Sign In", exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: email }).count()).toBe(0);
  });

  it("opens from the phone's menu and fits the screen", async () => {
    const { page } = await openPage(browser(), "phone");
    const email = uniqueEmail("phone-changer");
    await signUpThroughAuthScreen(page, { email, password: PASSWORD });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Change Password" }).click();
    await eventually(() => page.getByLabel("Current Password", { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, "change-password-phone");
  });

  it("asks a signed-out visitor to sign in first", async () => {
    const { page } = await openPage(browser(), "phone");
    await page.goto(`${baseUrl}/account/password`);
    await eventually(() => page.getByRole("alert").innerText()).toBe("Please sign in to change your password.");
    expect(await page.getByRole("link", { name: "Sign In", exact: true }).first().getAttribute("href")).toBe(
      "/?page=auth",
    );
  });
});
