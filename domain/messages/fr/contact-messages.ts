import type * as en from "../contact-messages.ts";
import type { TTranslation } from "../translation.ts";

// French texts of contact-messages.ts.
export const contactMessagesPanel: TTranslation<typeof en.contactMessagesPanel> = {
  title: "Messages du formulaire de contact",
  hint: "Ce que les visiteurs ont envoyé via le formulaire de contact, du plus récent au plus ancien. Répondez par e-mail.",
  from: "De",
  subject: "Objet",
  message: "Message",
  received: "Reçu le",
  empty: "Aucun message pour l'instant.",
  failed: "Impossible de charger les messages de contact",
  pagination: "Pages des messages de contact",
};
