import { toStatement } from "../../../db/client";
import { insertContactMessage } from "../../../db/queries/contact-messages";
import { cappedOutboxEmail, insertOutboxEmail } from "../../../db/queries/outbox";
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from "../../../domain/contact";
import type { TContactMessage } from "../../../domain/contact-schemas";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";

// A contact form message: the message is kept for the admins' dashboard and e-mailed to
// support, who answer the sender through its Reply-To; the sender gets an acknowledgement, at most
// three a day per address. All three are written together, so a message is never kept without its
// e-mails or sent unkept. They go out at once rather than at the next outbox run.
export async function receiveContactMessage(deps: TDeps, { email, subject, message }: TContactMessage) {
  const { env, db, now } = deps;
  const toSupport: TEmail = {
    to: configOf(env).SUPPORT_EMAIL,
    template: "contact",
    payload: { email, subject, message },
  };
  const acknowledgement: TEmail = { to: email, template: "contact-received", payload: {}, locale: deps.locale };
  const cap = { max: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, since: now - 86_400_000 };
  await env.DB.batch(
    [
      insertContactMessage(db, { email, subject, message }, now),
      insertOutboxEmail(db, toSupport, now),
      cappedOutboxEmail(acknowledgement, cap, now),
    ].map((statement) => toStatement(env.DB, statement)),
  );
  deps.waitUntil(deliverOutbox(deps));
}
