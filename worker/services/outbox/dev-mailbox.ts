import type { TOutboxRowOf } from "../../../db/queries/outbox-rows";
import { DEFAULT_LOCALE, type TLocale } from "../../../domain/locales";
import { renderEmail, type TRenderedEmail } from "./email-templates";

// A pending e-mail still has its payload; a delivered one only the copy development delivery kept.
export type TMailboxRow = TOutboxRowOf<"email"> & { accountLocale?: TLocale | null };

export function mailboxText(row: TMailboxRow): TRenderedEmail {
  if (row.devCopy) return row.devCopy;
  if (row.status === "pending") return renderEmail(row, row.locale ?? row.accountLocale ?? DEFAULT_LOCALE);
  return { subject: `(${row.template})`, text: "Its content was cleared when it was delivered or given up." };
}
