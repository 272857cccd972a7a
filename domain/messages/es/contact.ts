import type * as en from "../contact.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of contact.ts.
export const contactPage: TTranslation<typeof en.contactPage> = {
  title: "Contacta con nosotros",
  intro: "¿Tienes preguntas sobre un MyPin, un pago o una marca? Escríbenos y te responderemos por correo electrónico.",
  email: "Correo electrónico",
  subject: "Asunto",
  message: "Mensaje",
  counter: (length, max) => `${length}/${max}`,
  counterLabel: (length, max) => `${length} de ${max} caracteres usados`,
  send: "Enviar mensaje",
  sending: "Enviando...",
  sentTitle: "¡Mensaje enviado!",
  sentBody:
    "Gracias por escribirnos. Te hemos enviado una confirmación y te responderemos a tu dirección de correo electrónico.",
  done: "Listo",
  sendFailed: "No se ha podido enviar el mensaje. Inténtalo de nuevo.",
};

export const contactRefusal: TTranslation<typeof en.contactRefusal> = {
  tooMany: "Has enviado demasiados mensajes. Espera un poco antes de enviar otro.",
  subjectRequired: "Escribe un asunto.",
  subjectTooLong: (max) => `El asunto puede tener como máximo ${max} caracteres.`,
  messageRequired: "Escribe un mensaje.",
  messageTooLong: (max) => `El mensaje puede tener como máximo ${max} caracteres.`,
};

export const contactAcknowledgement: TTranslation<typeof en.contactAcknowledgement> = {
  subject: "Hemos recibido tu mensaje",
  text: "Gracias por ponerte en contacto con MyPin. Hemos recibido tu mensaje y te responderemos a esta dirección, normalmente en un plazo de dos días laborables. Si no nos has escrito, puedes ignorar este correo.",
};
