import { Hono } from "hono";
import { ZContactSent } from "../../domain/answers/site";
import { ZContactMessage } from "../../domain/contact-schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { receiveContactMessage } from "../services/site/receive-contact-message";

const CONTACT = `The contact form. The address is trimmed, lower-cased and at most 254 characters, the subject 1 to 150 characters and the message 1 to 200 after trimming; control characters (CR, LF, VT, FF, NEL, tab and every other of \`\\p{Cc}\`) and the line and paragraph separators U+2028 and U+2029 are stripped from the subject and the address (they become e-mail headers), other fields are dropped. A field out of bounds is refused with the field's sentence.

One batch stores the message in \`contact_messages\` and queues two e-mails: the message to \`SUPPORT_EMAIL\` with the sender as Reply-To, and an acknowledgement to the sender that repeats nothing they typed, so the form relays no text; at most 3 acknowledgements reach one address in 24 hours (counted in the statement that queues them), beyond which the message is still kept and sent to support. 5 a minute per client address.`;

// The contact form.
export const contactRoutes = new Hono<THonoEnv>().post(
  "/",
  describe({
    tag: "Site",
    summary: "Send a message to support",
    description: CONTACT,
    answers: { 200: ZContactSent },
    refuses: [],
  }),
  rateLimit("CONTACT_LIMIT", "CONTACT_RATE_LIMITED"),
  validate("json", ZContactMessage),
  async (c) => {
    await receiveContactMessage(c.var.deps, c.req.valid("json"));
    return c.json({ sent: true as const }, 200);
  },
);
