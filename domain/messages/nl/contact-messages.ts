import type * as en from "../contact-messages.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of contact-messages.ts.
export const contactMessagesPanel: TTranslation<typeof en.contactMessagesPanel> = {
  title: "Berichten via het contactformulier",
  hint: "Wat bezoekers via het contactformulier hebben gestuurd, nieuwste eerst. Antwoord per e-mail.",
  from: "Van",
  subject: "Onderwerp",
  message: "Bericht",
  received: "Ontvangen",
  empty: "Nog geen berichten.",
  failed: "De contactberichten konden niet worden geladen",
  pagination: "Pagina's met contactberichten",
};
