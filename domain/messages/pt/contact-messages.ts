import type * as en from "../contact-messages.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of contact-messages.ts.
export const contactMessagesPanel: TTranslation<typeof en.contactMessagesPanel> = {
  title: "Mensagens do formulário de contacto",
  hint: "O que os visitantes enviaram pelo formulário de contacto, das mais recentes para as mais antigas. Responda por e-mail.",
  from: "De",
  subject: "Assunto",
  message: "Mensagem",
  received: "Recebida",
  empty: "Ainda não há mensagens.",
  failed: "Não foi possível carregar as mensagens de contacto",
  pagination: "Páginas de mensagens de contacto",
};
