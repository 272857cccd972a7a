import type * as en from "../contact-messages.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of contact-messages.ts.
export const contactMessagesPanel: TTranslation<typeof en.contactMessagesPanel> = {
  title: "Messaggi del modulo di contatto",
  hint: "Cosa hanno inviato i visitatori tramite il modulo di contatto, dal più recente. Rispondi via e-mail.",
  from: "Mittente",
  subject: "Oggetto",
  message: "Messaggio",
  received: "Ricevuto",
  empty: "Ancora nessun messaggio.",
  failed: "Impossibile caricare i messaggi di contatto",
  pagination: "Pagine dei messaggi di contatto",
};
