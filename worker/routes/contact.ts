import { Hono } from "hono";
import { createDb, toStatement } from "../../db/client";
import { insertContactMessage } from "../../db/queries/contact-messages";
import { cappedOutboxEmail, insertOutboxEmail } from "../../db/queries/outbox";
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from "../../domain/contact";
import { ZContactMessage } from "../../domain/contact-schemas";
import { configOf } from "../config";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import type { TEmail } from "../services/email-templates";

// Accounts-admin sections 2 and 7: the message is kept for the admins' dashboard and e-mailed to
// support, who answer the sender through its Reply-To; the sender gets an acknowledgement, at most
// three a day per address. All three are written together, so a message is never kept without its
// e-mails or sent unkept.
export const contactRoutes = new Hono<THonoEnv>().post(
  "/",
  rateLimit("CONTACT_LIMIT", "CONTACT_RATE_LIMITED"),
  validate("json", ZContactMessage),
  async (c) => {
    const { email, subject, message } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const now = Date.now();
    const toSupport: TEmail = {
      to: configOf(c.env).SUPPORT_EMAIL,
      template: "contact",
      payload: { email, subject, message },
    };
    const acknowledgement: TEmail = { to: email, template: "contact-received", payload: {} };
    const cap = { max: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, since: now - 86_400_000 };
    await c.env.DB.batch(
      [
        insertContactMessage(db, { email, subject, message }, now),
        insertOutboxEmail(db, toSupport, now),
        cappedOutboxEmail(acknowledgement, cap, now),
      ].map((statement) => toStatement(c.env.DB, statement)),
    );
    c.executionCtx.waitUntil(deliverOutbox(c.env, now));
    return c.json({ sent: true as const }, 200);
  },
);
