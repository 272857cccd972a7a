import { expect, it } from "vitest";
import { renderEmail } from "../../worker/services/email-templates";

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
  const email = renderEmail({ template: "renewal-notice", payload: { mypin: "my.pin2", renewsAt: JUNE_30_2027 } });
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
