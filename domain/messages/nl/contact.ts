import type * as en from "../contact.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of contact.ts.
export const contactPage: TTranslation<typeof en.contactPage> = {
  title: "Contact",
  intro: "Vragen over een MyPin, een betaling of een merknaam? Schrijf ons en we antwoorden per e-mail.",
  email: "E-mailadres",
  subject: "Onderwerp",
  message: "Bericht",
  counter: (length, max) => `${length}/${max}`,
  counterLabel: (length, max) => `${length} van ${max} tekens gebruikt`,
  send: "Bericht versturen",
  sending: "Versturen…",
  sentTitle: "Bericht verstuurd!",
  sentBody: "Bedankt voor je bericht. We hebben je een bevestiging gestuurd en antwoorden op je e-mailadres.",
  done: "Klaar",
  sendFailed: "Het bericht kon niet worden verstuurd. Probeer het opnieuw.",
};

export const contactRefusal: TTranslation<typeof en.contactRefusal> = {
  tooMany: "Te veel berichten verstuurd. Wacht even voordat je er nog een stuurt.",
  subjectRequired: "Vul een onderwerp in.",
  subjectTooLong: (max) => `Het onderwerp mag maximaal ${max} tekens lang zijn.`,
  messageRequired: "Vul een bericht in.",
  messageTooLong: (max) => `Het bericht mag maximaal ${max} tekens lang zijn.`,
};

export const contactAcknowledgement: TTranslation<typeof en.contactAcknowledgement> = {
  subject: "We hebben je bericht ontvangen",
  text: "Bedankt voor je bericht aan MyPin. We hebben het ontvangen en antwoorden naar dit adres, meestal binnen twee werkdagen. Heb je ons niet geschreven? Dan kun je deze e-mail negeren.",
};
