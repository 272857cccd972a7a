import type * as en from "../contact-messages.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of contact-messages.ts.
export const contactMessagesPanel: TTranslation<typeof en.contactMessagesPanel> = {
  title: "Mensajes del formulario de contacto",
  hint: "Lo que han enviado los visitantes a través del formulario de contacto, de más reciente a más antiguo. Responde por correo electrónico.",
  from: "De",
  subject: "Asunto",
  message: "Mensaje",
  received: "Recibido",
  empty: "Aún no hay mensajes.",
  failed: "No se han podido cargar los mensajes de contacto",
  pagination: "Páginas de mensajes de contacto",
};
