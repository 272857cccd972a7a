import type * as en from "../contact.ts";
import type { TTranslation } from "../translation.ts";

// French texts of contact.ts.
export const contactPage: TTranslation<typeof en.contactPage> = {
  title: "Nous contacter",
  intro:
    "Une question sur un MyPin, un paiement ou un nom de marque ? Écrivez-nous et nous vous répondrons par e-mail.",
  email: "E-mail",
  subject: "Objet",
  message: "Message",
  counter: (length, max) => `${length}/${max}`,
  counterLabel: (length, max) => `${length} caractères utilisés sur ${max}`,
  send: "Envoyer le message",
  sending: "Envoi…",
  sentTitle: "Message envoyé !",
  sentBody:
    "Merci de nous avoir écrit. Nous vous avons envoyé une confirmation et nous vous répondrons à votre adresse e-mail.",
  done: "Terminé",
  sendFailed: "Impossible d'envoyer le message. Veuillez réessayer.",
};

export const contactRefusal: TTranslation<typeof en.contactRefusal> = {
  tooMany: "Trop de messages envoyés. Veuillez patienter avant d'en envoyer un autre.",
  subjectRequired: "Veuillez saisir un objet.",
  subjectTooLong: (max) => `L'objet ne peut pas dépasser ${max} caractères.`,
  messageRequired: "Veuillez saisir un message.",
  messageTooLong: (max) => `Le message ne peut pas dépasser ${max} caractères.`,
};

export const contactAcknowledgement: TTranslation<typeof en.contactAcknowledgement> = {
  subject: "Nous avons bien reçu votre message",
  text: "Merci d'avoir contacté MyPin. Nous avons bien reçu votre message et nous vous répondrons à cette adresse, généralement sous deux jours ouvrés. Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
};
