import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MAX_CONTACT_MESSAGE_LENGTH } from "../../domain/contact.ts";
import { contactRefusal, contactPage as text } from "../../domain/messages/contact.ts";
import { contactMessagesPanel } from "../../domain/messages/contact-messages.ts";
import { tryAgainIn } from "../../domain/messages/waits.ts";
import { DEMO_ACCOUNTS } from "../../tools/demo-data.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { expectNoAxeViolations } from "../helpers/browser/axe.ts";
import { eventually, openPage, screenshot, useBrowser } from "../helpers/browser/browser.ts";
import { uniqueEmail } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const emailField = (page: Page) => page.getByLabel(text.email, { exact: true });
const subjectField = (page: Page) => page.getByLabel(text.subject, { exact: true });
const messageField = (page: Page) => page.getByLabel(text.message, { exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: new RegExp(`^(${text.send}|${text.sending})$`) });
const counter = (page: Page) => page.getByText(/^\d+\/200$/);
const sentDialog = (page: Page) => page.getByRole("dialog", { name: text.sentTitle });

async function openContact(page: Page) {
  await page.goto(`${baseUrl}/contact`);
  await eventually(() => page.getByRole("heading", { name: text.title, level: 1 }).isVisible()).toBe(true);
}

async function fillForm(page: Page, fields: { email: string; subject: string; message: string }) {
  await emailField(page).fill(fields.email);
  await subjectField(page).fill(fields.subject);
  await messageField(page).fill(fields.message);
}

// The request is held until the test lets it go, so the form can be seen while it sends.
async function holdContactRequests(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/contact", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("the contact form", () => {
  it("keeps the message to 200 characters, disables Send while a field is empty or a send is under way, then says it was sent and clears", async () => {
    const { page } = await openPage(browser(), "desktop");
    await openContact(page);
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await counter(page).innerText()).toBe(`0/${MAX_CONTACT_MESSAGE_LENGTH}`);
    await expectNoAxeViolations(page, "contact form, empty");

    const email = uniqueEmail("contact");
    await emailField(page).fill(email);
    await subjectField(page).fill("   ");
    await messageField(page).click();
    await page.keyboard.type("x".repeat(250));
    expect(await messageField(page).inputValue()).toHaveLength(MAX_CONTACT_MESSAGE_LENGTH);
    expect(await counter(page).innerText()).toBe("200/200");
    // A blank subject is an empty one.
    expect(await sendButton(page).isDisabled()).toBe(true);

    // Pasted text is cut to the limit as typing is.
    await messageField(page).fill(`${"Where do I park? ".repeat(20)}`);
    expect(await messageField(page).inputValue()).toHaveLength(MAX_CONTACT_MESSAGE_LENGTH);
    await messageField(page).fill("Where do I park at the venue?");
    expect(await counter(page).innerText()).toBe("29/200");
    await subjectField(page).fill("Parking");
    expect(await sendButton(page).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, "contact form, filled");
    await screenshot(page, "contact-desktop");

    const release = await holdContactRequests(page);
    await sendButton(page).click();
    await eventually(() => page.getByRole("button", { name: text.sending }).isDisabled()).toBe(true);
    release();

    await eventually(() => sentDialog(page).isVisible()).toBe(true);
    expect(await sentDialog(page).getByText(text.sentBody).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "contact form, message sent dialog");
    await screenshot(page, "contact-sent-desktop");
    await sentDialog(page).getByRole("button", { name: text.done }).click();
    await eventually(() => sentDialog(page).count()).toBe(0);
    expect(await emailField(page).inputValue()).toBe("");
    expect(await subjectField(page).inputValue()).toBe("");
    expect(await messageField(page).inputValue()).toBe("");
    expect(await sendButton(page).isDisabled()).toBe(true);
  });

  it("says a failed send failed and keeps what was typed", async () => {
    const { page } = await openPage(browser(), "phone", { expectedStatuses: [500] });
    await openContact(page);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL", message: "Internal server error" } }),
      }),
    );
    const fields = { email: uniqueEmail("failed"), subject: "Refund", message: "Please refund my pin." };
    await fillForm(page, fields);
    await sendButton(page).click();
    await eventually(() => page.getByRole("alert").filter({ hasText: text.sendFailed }).isVisible()).toBe(true);
    expect(await sentDialog(page).count()).toBe(0);
    expect(await messageField(page).inputValue()).toBe(fields.message);
    expect(await subjectField(page).inputValue()).toBe(fields.subject);
    expect(await sendButton(page).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, "contact form, send failed");
    await screenshot(page, "contact-failed-phone");
  });

  it("says when the limit of messages a minute is reached", async () => {
    const { page } = await openPage(browser(), "desktop", { expectedStatuses: [429] });
    await openContact(page);
    const statuses = await page.evaluate(async () => {
      const answers: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch("/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "burst@example.com", subject: "Burst", message: `Message ${i}` }),
        });
        answers.push(response.status);
      }
      return answers;
    });
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    // The local limiter counts in minute windows, so the burst may straddle two; send until refused.
    await fillForm(page, { email: uniqueEmail("limited"), subject: "Again", message: "One more" });
    await eventually(async () => {
      if (await sendButton(page).isEnabled()) await sendButton(page).click();
      if (await sentDialog(page).isVisible()) await sentDialog(page).getByRole("button", { name: text.done }).click();
      if ((await messageField(page).inputValue()) === "") {
        await fillForm(page, { email: uniqueEmail("limited"), subject: "Again", message: "One more" });
      }
      return page.getByRole("alert").filter({ hasText: contactRefusal.tooMany }).isVisible();
    }).toBe(true);
    expect(await page.getByRole("alert").innerText()).toBe(`${contactRefusal.tooMany} ${tryAgainIn(60)}`);
  });

  it("fills in a signed-in owner's address, which stays editable, and shows the admin the message on the dashboard", async () => {
    const { page } = await openPage(browser(), "phone");
    await signIn(page, DEMO_ACCOUNTS.owner);
    await openContact(page);
    await eventually(() => emailField(page).inputValue()).toBe(DEMO_ACCOUNTS.owner.email);
    const reply = uniqueEmail("reply");
    const subject = `Brand ${crypto.randomUUID().slice(0, 8)}`;
    await emailField(page).fill(reply);
    await subjectField(page).fill(subject);
    await messageField(page).fill("I own this brand.\nPlease release it.");
    await screenshot(page, "contact-phone");
    await sendButton(page).click();
    await eventually(() => sentDialog(page).isVisible()).toBe(true);
    await screenshot(page, "contact-sent-phone");
    await page.keyboard.press("Escape");
    await eventually(() => emailField(page).inputValue()).toBe(DEMO_ACCOUNTS.owner.email);

    const { page: adminPage } = await openPage(browser(), "desktop");
    await signIn(adminPage, DEMO_ACCOUNTS.admin);
    await adminPage.goto(`${baseUrl}/dashboard`);
    const panel = adminPage.getByRole("region", { name: contactMessagesPanel.title, exact: true });
    const row = panel.getByRole("row").filter({ hasText: subject });
    await eventually(() => row.isVisible()).toBe(true);
    expect(await row.getByRole("link", { name: reply }).getAttribute("href")).toBe(`mailto:${reply}`);
    expect(await row.getByText("I own this brand.").isVisible()).toBe(true);
    // Newest first.
    expect(await panel.getByRole("row").nth(1).innerText()).toContain(subject);
    await row.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(adminPage, "dashboard with contact messages");
    await screenshot(adminPage, "dashboard-contact-messages-desktop");
  });
});
