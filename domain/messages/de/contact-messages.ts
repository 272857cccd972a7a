import type * as en from "../contact-messages.ts";
import type { TTranslation } from "../translation.ts";

// German texts of contact-messages.ts.
export const contactMessagesPanel: TTranslation<typeof en.contactMessagesPanel> = {
  title: "Nachrichten aus dem Kontaktformular",
  hint: "Was Besucher über das Kontaktformular gesendet haben, die neuesten zuerst. Antworte per E-Mail.",
  from: "Von",
  subject: "Betreff",
  message: "Nachricht",
  received: "Eingegangen",
  empty: "Noch keine Nachrichten.",
  failed: "Die Kontaktnachrichten konnten nicht geladen werden",
  pagination: "Seiten der Kontaktnachrichten",
};
