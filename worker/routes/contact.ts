import { Hono } from "hono";
import { ZContactMessage } from "../../domain/contact-schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { receiveContactMessage } from "../services/site/contact-messages";

// The contact form (accounts-admin section 7); its e-mails go out at once rather than at the next
// outbox run.
export const contactRoutes = new Hono<THonoEnv>().post(
  "/",
  rateLimit("CONTACT_LIMIT", "CONTACT_RATE_LIMITED"),
  validate("json", ZContactMessage),
  async (c) => {
    const now = Date.now();
    await receiveContactMessage(c.env, c.req.valid("json"), now);
    c.executionCtx.waitUntil(deliverOutbox(c.env, now));
    return c.json({ sent: true as const }, 200);
  },
);
