import type * as en from "../contact.ts";
import type { TTranslation } from "../translation.ts";

// German texts of contact.ts.
export const contactPage: TTranslation<typeof en.contactPage> = {
  title: "Kontakt",
  intro: "Fragen zu einem MyPin, einer Zahlung oder einem Markennamen? Schreib uns, und wir antworten dir per E-Mail.",
  email: "E-Mail",
  subject: "Betreff",
  message: "Nachricht",
  counter: (length, max) => `${length}/${max}`,
  counterLabel: (length, max) => `${length} von ${max} Zeichen verwendet`,
  send: "Nachricht senden",
  sending: "Wird gesendet …",
  sentTitle: "Nachricht gesendet!",
  sentBody:
    "Danke für deine Nachricht. Wir haben dir eine Bestätigung geschickt und antworten an deine E-Mail-Adresse.",
  done: "Fertig",
  sendFailed: "Die Nachricht konnte nicht gesendet werden. Bitte versuche es erneut.",
};

export const contactRefusal: TTranslation<typeof en.contactRefusal> = {
  tooMany: "Zu viele Nachrichten gesendet. Bitte warte etwas, bevor du eine weitere sendest.",
  subjectRequired: "Bitte gib einen Betreff ein.",
  subjectTooLong: (max) => `Der Betreff darf höchstens ${max} Zeichen lang sein.`,
  messageRequired: "Bitte gib eine Nachricht ein.",
  messageTooLong: (max) => `Die Nachricht darf höchstens ${max} Zeichen lang sein.`,
};

export const contactAcknowledgement: TTranslation<typeof en.contactAcknowledgement> = {
  subject: "Wir haben deine Nachricht erhalten",
  text: "Danke, dass du MyPin kontaktiert hast. Wir haben deine Nachricht erhalten und antworten an diese Adresse, in der Regel innerhalb von zwei Werktagen. Falls du uns nicht geschrieben hast, kannst du diese E-Mail ignorieren.",
};
