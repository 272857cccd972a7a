import type * as en from "../contact.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of contact.ts.
export const contactPage: TTranslation<typeof en.contactPage> = {
  title: "Contattaci",
  intro: "Domande su un MyPin, un pagamento o un marchio? Scrivici e ti risponderemo via e-mail.",
  email: "E-mail",
  subject: "Oggetto",
  message: "Messaggio",
  counter: (length, max) => `${length}/${max}`,
  counterLabel: (length, max) => `${length} caratteri usati su ${max}`,
  send: "Invia messaggio",
  sending: "Invio in corso...",
  sentTitle: "Messaggio inviato!",
  sentBody: "Grazie per averci scritto. Ti abbiamo inviato una conferma e ti risponderemo al tuo indirizzo e-mail.",
  done: "Fatto",
  sendFailed: "Impossibile inviare il messaggio. Riprova.",
};

export const contactRefusal: TTranslation<typeof en.contactRefusal> = {
  tooMany: "Hai inviato troppi messaggi. Attendi prima di inviarne un altro.",
  subjectRequired: "Inserisci un oggetto.",
  subjectTooLong: (max) => `L'oggetto può contenere al massimo ${max} caratteri.`,
  messageRequired: "Inserisci un messaggio.",
  messageTooLong: (max) => `Il messaggio può contenere al massimo ${max} caratteri.`,
};

export const contactAcknowledgement: TTranslation<typeof en.contactAcknowledgement> = {
  subject: "Abbiamo ricevuto il tuo messaggio",
  text: "Grazie per aver contattato MyPin. Abbiamo ricevuto il tuo messaggio e risponderemo a questo indirizzo, di solito entro due giorni lavorativi. Se non ci hai scritto tu, puoi ignorare questa e-mail.",
};
