import { setEmailDevCopy } from "../../../db/queries/outbox";
import { listAccountLocales } from "../../../db/queries/users";
import { DEFAULT_LOCALE } from "../../../domain/locales";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { createMailer } from "../../providers/mailer";
import { renderEmail } from "./email-templates";
import { deliverDueRows, deliveryBudget } from "./outbox-delivery";

export const EMAIL_DELIVERY_BUDGET = deliveryBudget("email");

// Every e-mail due now: the five-minute schedule's job, and what a use case that queued one starts
// after its answer (deps.waitUntil), so the e-mail need not wait for the schedule.
export async function deliverOutbox(deps: TDeps) {
  const { env, db } = deps;
  const mailer = createMailer(env);
  const config = configOf(env);
  return deliverDueRows(deps, "email", "Outbox e-mail", async (due) => {
    const locales = await listAccountLocales(db, [...new Set(due.filter((row) => !row.locale).map((row) => row.to))]);
    return async (row) => {
      const rendered = renderEmail(row, row.locale ?? locales.get(row.to) ?? DEFAULT_LOCALE);
      await mailer.send({ from: config.EMAIL_FROM, to: row.to, ...rendered });
      // Locally nothing was sent anywhere: the copy is the inbox /dev/mailbox shows.
      if (config.ENVIRONMENT === "development") await setEmailDevCopy(db, row.id, rendered);
    };
  });
}
