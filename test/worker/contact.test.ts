import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { contactMessages, emailOutbox } from "../../db/schema";
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
} from "../../domain/contact";
import { auth } from "../../domain/messages/accounts";
import { api } from "../../domain/messages/api";
import { contactAcknowledgement, contactRefusal } from "../../domain/messages/contact";
import { mailboxText } from "../../worker/services/outbox/dev-mailbox";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { makeUser, signedInAs, signedInStaff } from "../helpers/worker/accounts";
import { errorOf, get, post } from "../helpers/worker/api";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const SUPPORT = "support@mypin.app";
const db = () => createDb(env.DB);

const valid = () => ({ email: uniqueEmail("visitor"), subject: "A question about my pin", message: "Hello there." });

function send(body: unknown, ip = uniqueIp()) {
  return post("/api/contact", body, { ip });
}

async function messagesFrom(email: string) {
  return db().select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function countMessages() {
  return (await db().select().from(contactMessages)).length;
}

// The support copy names the sender in its text, which the delivered copy keeps too.
async function outboxFor(sender: string) {
  const rows = await db().select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(50);
  return rows
    .map((row) => ({ row, rendered: mailboxText(row) }))
    .filter(({ row, rendered }) => row.to === sender || rendered.text.includes(`From: ${sender}`));
}

describe("POST /api/contact", () => {
  it("keeps the message and queues one e-mail to support, replying to the sender, and one acknowledgement", async () => {
    const body = valid();
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });

    expect(await messagesFrom(body.email)).toEqual([
      { id: expect.any(Number), ...body, createdAt: expect.any(Number) },
    ]);
    const emails = await outboxFor(body.email);
    expect(
      emails.map(({ row }) => ({ to: row.to, template: row.template })).sort((a, b) => a.to.localeCompare(b.to)),
    ).toEqual(
      [
        { to: SUPPORT, template: "contact" },
        { to: body.email, template: "contact-received" },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    const toSupport = emails.find(({ row }) => row.to === SUPPORT)?.rendered;
    expect(toSupport).toEqual({
      subject: `Contact form: ${body.subject}`,
      text: `From: ${body.email}\n\n${body.message}`,
      replyTo: body.email,
    });
  });

  it("acknowledges without repeating anything the sender typed, so the form relays no text", async () => {
    const body = { ...valid(), subject: "Cheap offer at spam.example", message: "Visit spam.example now" };
    expect((await send(body)).status).toBe(200);
    const acknowledgement = (await outboxFor(body.email)).find(({ row }) => row.to === body.email)?.rendered;
    expect(acknowledgement).toEqual({ subject: contactAcknowledgement.subject, text: contactAcknowledgement.text });
    expect(JSON.stringify(acknowledgement)).not.toContain("spam.example");
  });

  it.each([
    ["CR and LF", "\r\n"],
    ["a lone CR", "\r"],
    ["a lone LF", "\n"],
    ["a vertical tab", "\u000B"],
    ["a form feed", "\f"],
    ["a next line (NEL)", "\u0085"],
    ["a line separator", "\u2028"],
    ["a paragraph separator", "\u2029"],
    ["a tab", "\t"],
    ["a NUL", "\u0000"],
    ["an escape", "\u001B"],
    ["a delete", "\u007F"],
    ["a C1 control", "\u009B"],
  ])("strips %s from the subject and the reply-to address before they become headers", async (_label, control) => {
    const email = uniqueEmail("header");
    const [local, domain] = email.split("@");
    const response = await send({
      email: `${local}${control}@${domain}`,
      subject: `Hello${control}Bcc: victim@example.com`,
      message: "Line one\nLine two",
    });
    expect(response.status).toBe(200);
    const [stored] = await messagesFrom(email);
    expect(stored).toMatchObject({ subject: "HelloBcc: victim@example.com", message: "Line one\nLine two" });
    const toSupport = (await outboxFor(email)).find(({ row }) => row.to === SUPPORT)?.rendered;
    expect(toSupport?.subject).toBe("Contact form: HelloBcc: victim@example.com");
    expect(toSupport?.replyTo).toBe(email);
  });

  it("trims the fields, folds the address to lower case and ignores fields it does not know", async () => {
    const email = uniqueEmail("trim");
    const response = await send({
      email: `  ${email.toUpperCase()} `,
      subject: "  Hi  ",
      message: " Hey ",
      admin: true,
    });
    expect(response.status).toBe(200);
    expect(await messagesFrom(email)).toEqual([
      { id: expect.any(Number), email, subject: "Hi", message: "Hey", createdAt: expect.any(Number) },
    ]);
  });

  it("takes a subject and a message at their limits", async () => {
    const body = {
      ...valid(),
      subject: "s".repeat(MAX_CONTACT_SUBJECT_LENGTH),
      message: "m".repeat(MAX_CONTACT_MESSAGE_LENGTH),
    };
    expect((await send(body)).status).toBe(200);
  });

  it.each([
    ["a missing address", { email: undefined }, auth.invalidEmail],
    ["a malformed address", { email: "not-an-email" }, auth.invalidEmail],
    ["an address over 254 characters", { email: `${"a".repeat(250)}@example.com` }, auth.invalidEmail],
    ["an address that is not text", { email: 42 }, auth.invalidEmail],
    ["a missing subject", { subject: undefined }, contactRefusal.subjectRequired],
    ["a blank subject", { subject: " \r\n " }, contactRefusal.subjectRequired],
    [
      "a subject over 150 characters",
      { subject: "s".repeat(MAX_CONTACT_SUBJECT_LENGTH + 1) },
      contactRefusal.subjectTooLong(MAX_CONTACT_SUBJECT_LENGTH),
    ],
    ["a missing message", { message: undefined }, contactRefusal.messageRequired],
    ["a blank message", { message: "   " }, contactRefusal.messageRequired],
    [
      "a message over 200 characters",
      { message: "m".repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) },
      contactRefusal.messageTooLong(MAX_CONTACT_MESSAGE_LENGTH),
    ],
    ["a message that is not text", { message: ["hi"] }, contactRefusal.messageRequired],
  ])("refuses %s, keeping and sending nothing", async (_case, change, message) => {
    const before = await countMessages();
    const response = await send({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message });
    expect(await countMessages()).toBe(before);
  });

  it("refuses a body that is not an object", async () => {
    const response = await send("hello");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("BAD_REQUEST");
  });

  it("keeps no message when its e-mails cannot be queued, because all three are written in one batch", async () => {
    const body = valid();
    await env.DB.exec(
      `CREATE TRIGGER refuse_ack BEFORE INSERT ON email_outbox WHEN NEW."to" = '${body.email}' BEGIN SELECT RAISE(ABORT, 'refused'); END;`,
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await send(body);
    await env.DB.exec("DROP TRIGGER refuse_ack;");
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(await messagesFrom(body.email)).toEqual([]);
    expect(await outboxFor(body.email)).toEqual([]);
  });

  it("refuses the 6th message in a minute from one client with the limit's own words", async () => {
    const response = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 5; i += 1) expect((await send(valid(), ip)).status).toBe(200);
      return send(valid(), ip);
    });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: "CONTACT_RATE_LIMITED", message: contactRefusal.tooMany });
    expect(response.headers.get("Retry-After")).toBe("60");
  });

  it("takes a message from a signed-in visitor as from anyone", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const body = { ...valid(), email: user.email };
    expect((await browser.post("/api/contact", body)).status).toBe(200);
    expect(await messagesFrom(user.email)).toHaveLength(1);
  });
});

describe("GET /api/admin/contact-messages", () => {
  it("lists the messages newest first, a page at a time, with the total", async () => {
    const { browser } = await signedInStaff("system_admin");
    const sender = uniqueEmail("paged");
    await db()
      .insert(contactMessages)
      .values(
        Array.from({ length: CONTACT_MESSAGES_PAGE_SIZE + 1 }, (_, index) => ({
          email: sender,
          subject: `Subject ${index}`,
          message: `Message ${index}`,
        })),
      );
    const first = await browser.api.admin["contact-messages"].$get({ query: {} });
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1).toMatchObject({ page: 1, pageSize: CONTACT_MESSAGES_PAGE_SIZE });
    expect(page1.total).toBeGreaterThanOrEqual(CONTACT_MESSAGES_PAGE_SIZE + 1);
    expect(page1.messages).toHaveLength(CONTACT_MESSAGES_PAGE_SIZE);
    expect(page1.messages[0]).toEqual({
      id: expect.any(Number),
      email: sender,
      subject: `Subject ${CONTACT_MESSAGES_PAGE_SIZE}`,
      message: `Message ${CONTACT_MESSAGES_PAGE_SIZE}`,
      createdAt: expect.any(Number),
    });
    const second = await (await browser.api.admin["contact-messages"].$get({ query: { page: "2" } })).json();
    expect(second.page).toBe(2);
    expect(second.messages[0]?.subject).toBe("Subject 0");
  });

  it("answers an empty page past the last", async () => {
    const { browser } = await signedInStaff("system_admin");
    const response = await browser.api.admin["contact-messages"].$get({ query: { page: "100000" } });
    expect(response.status).toBe(200);
    expect((await response.json()).messages).toEqual([]);
  });

  it.each(["0", "-1", "1.5", "abc", "1e3"])("refuses page %s", async (page) => {
    const { browser } = await signedInStaff("system_admin");
    const response = await browser.get(`/api/admin/contact-messages?page=${page}`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "BAD_REQUEST", message: api.badRequest });
  });

  it("is the system admins' alone", async () => {
    expect((await get("/api/admin/contact-messages")).status).toBe(401);
    const { browser: helpDesk } = await signedInStaff("help_desk");
    expect((await helpDesk.get("/api/admin/contact-messages")).status).toBe(403);
    const owner = await signedInAs(await makeUser(env.DB));
    expect((await owner.get("/api/admin/contact-messages")).status).toBe(403);
  });
});
