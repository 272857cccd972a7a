import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/locales";
import { renderEmail } from "../../worker/services/outbox/email-templates";

const JUNE_30_2027 = Date.UTC(2027, 5, 30);

it("words the cancellation e-mail with the date the pin stays live until", () => {
  const email = renderEmail({
    template: "cancellation",
    payload: { mypin: "corner shop!", subscriptionEnd: JUNE_30_2027 },
  });
  expect(email.subject).toBe('Your MyPin "corner shop!" is cancelled');
  expect(email.text).toContain('"corner shop!" stays live until June 30, 2027');
});

it("words the renewal notice with the renewal date", () => {
  const email = renderEmail({
    template: "renewal-notice",
    payload: {
      mypin: "my.pin2",
      renewsAt: JUNE_30_2027,
      amountMinor: 2400,
      currency: "gbp",
      link: "https://mypin.app",
    },
  });
  expect(email.subject).toBe('Your MyPin "my.pin2" renews on June 30, 2027');
});

it("sends a contact message with the sender as the reply address", () => {
  const email = renderEmail({
    template: "contact",
    payload: { email: "visitor@example.com", subject: "Hello", message: "A question" },
  });
  expect(email).toEqual({
    subject: "Contact form: Hello",
    text: "From: visitor@example.com\n\nA question",
    replyTo: "visitor@example.com",
  });
});

it("refuses a template it does not know, so the outbox retries rather than drops it", () => {
  expect(() => renderEmail({ template: "toString", payload: {} })).toThrow("Unknown e-mail template toString");
});

describe("the lifecycle's e-mails", () => {
  const link = "https://mypin.app/account/billing";

  it("name the pin, the date and the price in the subscription's currency, and link to the billing settings", () => {
    const renewal = renderEmail({
      template: "renewal-notice",
      payload: { mypin: "my.pin2", renewsAt: JUNE_30_2027, amountMinor: 3299, currency: "eur", link },
    });
    expect(renewal.text).toContain("renews on June 30, 2027 for €32.99 a year");
    expect(renewal.text).toContain(link);
    const trial = renderEmail({
      template: "trial-ending",
      payload: { mypin: "my.pin2", trialEnd: JUNE_30_2027, amountMinor: 1200, currency: "usd", link },
    });
    expect(trial.text).toContain("Your free trial ends on June 30, 2027, then $12 a year");
    const ending = renderEmail({
      template: "subscription-ending",
      payload: { mypin: "my.pin2", endsAt: JUNE_30_2027, link },
    });
    expect(ending.subject).toBe('Your MyPin "my.pin2" ends on June 30, 2027');
  });

  it("tell the owner what a failed payment and the grace window mean for the pin", () => {
    const failed = renderEmail({
      template: "payment-failed",
      payload: { mypin: "my.pin2", amountMinor: 2400, currency: "gbp", link },
    });
    expect(failed.text).toContain('payment of £24 for "my.pin2"');
    expect(failed.text).toContain(link);
    const grace = renderEmail({
      template: "grace-started",
      payload: { mypin: "my.pin2", releaseOn: JUNE_30_2027, link: "https://mypin.app/?page=manage" },
    });
    expect(grace.subject).toBe('Your MyPin "my.pin2" will be released on June 30, 2027');
    expect(grace.text).toContain("will be released on June 30, 2027 unless you renew");
    const released = renderEmail({
      template: "pin-released",
      payload: { mypin: "my.pin2", link: "https://mypin.app/?pin=my.pin2" },
    });
    expect(released.text).toContain("the name is free for anyone to buy");
  });
});

describe("the staff e-mails", () => {
  it("tell the owner a pin's old and new name and its new link", () => {
    const renamed = renderEmail({
      template: "pin-renamed",
      payload: { from: "corner shop", to: "corner.shop", link: "https://mypin.app/?pin=corner.shop" },
    });
    expect(renamed.subject).toBe('Your MyPin "corner shop" is now "corner.shop"');
    expect(renamed.text).toContain('renamed your MyPin "corner shop" to "corner.shop"');
    expect(renamed.text).toContain("https://mypin.app/?pin=corner.shop");
  });

  it("tell the owner why a pin was deleted and what was refunded, in the subscription's currency", () => {
    const refunded = renderEmail({
      template: "pin-deleted",
      payload: { mypin: "my.pin2", reason: "violation", refundMinor: 1234, currency: "eur" },
    });
    expect(refunded.text).toContain('deleted "my.pin2" because it broke our terms of use');
    expect(refunded.text).toContain("We have refunded €12.34 for the unused part");
    const nothing = renderEmail({
      template: "pin-deleted",
      payload: { mypin: "my.pin2", reason: "mistake", refundMinor: 0, currency: "usd" },
    });
    expect(nothing.text).toContain("because it was created by mistake");
    expect(nothing.text).toContain("Nothing was refunded.");
  });
});

describe("in the reader's language", () => {
  const link = "https://mypin.app/?page=manage";
  const place = { latitude: 51.5, longitude: -0.12 };
  // One payload of every template, to render in each language.
  const EVERY_TEMPLATE = [
    { template: "verification-code", payload: { code: "123456", link } },
    { template: "password-reset", payload: { link } },
    { template: "password-changed", payload: { changedAt: JUNE_30_2027, link } },
    { template: "sign-in-paused", payload: { link } },
    { template: "cancellation", payload: { mypin: "my.pin2", subscriptionEnd: JUNE_30_2027 } },
    {
      template: "renewal-notice",
      payload: { mypin: "my.pin2", renewsAt: JUNE_30_2027, amountMinor: 2400, currency: "gbp", link },
    },
    {
      template: "trial-ending",
      payload: { mypin: "my.pin2", trialEnd: JUNE_30_2027, amountMinor: 1300, currency: "eur", link },
    },
    { template: "subscription-ending", payload: { mypin: "my.pin2", endsAt: JUNE_30_2027, link } },
    { template: "payment-failed", payload: { mypin: "my.pin2", amountMinor: 2400, currency: "gbp", link } },
    { template: "grace-started", payload: { mypin: "my.pin2", releaseOn: JUNE_30_2027, link } },
    { template: "pin-released", payload: { mypin: "my.pin2", link } },
    {
      template: "receipt",
      payload: { mypin: "my.pin2", tier: "simple", amountMinor: 2400, currency: "gbp", trialEnd: JUNE_30_2027, link },
    },
    { template: "purchase-refunded", payload: { mypin: "my.pin2", amountMinor: 2400, currency: "gbp" } },
    { template: "trial-refused", payload: { mypin: "my.pin2", reason: "card", link } },
    { template: "payment-reversed", payload: { mypin: "my.pin2", reversal: "dispute", releaseOn: JUNE_30_2027, link } },
    { template: "pin-renamed", payload: { from: "my.pin2", to: "my.pin3", link } },
    { template: "pin-moved", payload: { mypin: "my.pin2", from: place, to: place, by: "staff", link } },
    {
      template: "pin-deleted",
      payload: { mypin: "my.pin2", reason: "mistake", refundMinor: 1200, currency: "gbp" },
    },
    { template: "contact-received", payload: {} },
  ] as const;

  it.each(LOCALES.filter((locale) => locale !== "en"))("writes every e-mail anew in %s", (locale) => {
    const same = EVERY_TEMPLATE.filter((email) => {
      const english = renderEmail(email, "en");
      const translated = renderEmail(email, locale);
      return translated.subject === english.subject || translated.text === english.text;
    });
    expect(same.map(({ template }) => template)).toEqual([]);
  });

  it("writes dates and prices as each language does", () => {
    const renewal = { mypin: "my.pin2", renewsAt: JUNE_30_2027, amountMinor: 2400, currency: "gbp", link } as const;
    const german = renderEmail({ template: "renewal-notice", payload: renewal }, "de");
    expect(german.subject).toContain("30. Juni 2027");
    expect(german.text).toContain("24,00\u00a0£");
    const portuguese = renderEmail({ template: "renewal-notice", payload: renewal }, "pt");
    expect(portuguese.text).toContain("30 de junho de 2027");
  });

  it("keeps the copy to MyPin's support in English", () => {
    const email = { template: "contact", payload: { email: "v@example.com", subject: "Hallo", message: "Frage" } };
    expect(renderEmail(email, "de")).toEqual(renderEmail(email, "en"));
  });
});
