import type * as en from "../transfers.ts";
import type { TTranslation } from "../translation.ts";

// German texts of transfers.ts.
export const transferDialog: TTranslation<typeof en.transferDialog> = {
  button: "Übertragen",
  title: (name) => `${name} übertragen`,
  body: (name) =>
    `Biete ${name} einem anderen Konto an. Wer das Angebot erhält, hat 7 Tage Zeit, es anzunehmen, und bis dahin ändert sich nichts: Du kannst das Angebot jederzeit zurückziehen. Sobald es angenommen wird, wechselt ${name} mit seinem Ort, QR-Code und Teilen-Link auf das andere Konto, und die Zeit, die du bereits bezahlt hast, geht mit über. Dein Abo endet dann ohne Erstattung.`,
  emailLabel: "E-Mail-Adresse des Empfängers",
  send: "Angebot senden",
  cancel: "Abbrechen",
  sent: "Übertragungsangebot gesendet",
  sentDetail: (email) => `Wir haben an ${email} einen Link zum Annehmen oder Ablehnen geschickt.`,
  sendFailed: (detail) => `Das Übertragungsangebot konnte nicht gesendet werden: ${detail}`,
  offeredTo: (email, date) => `An ${email} angeboten, gültig bis zum ${date}`,
  withdraw: "Angebot zurückziehen",
  withdrawn: "Übertragungsangebot zurückgezogen",
  withdrawFailed: (detail) => `Das Übertragungsangebot konnte nicht zurückgezogen werden: ${detail}`,
};

export const incomingTransfers: TTranslation<typeof en.incomingTransfers> = {
  heading: "Angebote für dich",
  item: (name, from, date) => `${from} bietet dir ${name} an, gültig bis zum ${date}.`,
  review: "Angebot ansehen",
};

export const transferPage: TTranslation<typeof en.transferPage> = {
  loading: "Das Angebot wird geladen …",
  loadFailed: "Das Angebot konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  title: (name) => `${name} wird dir angeboten`,
  offeredBy: (from) => `Angeboten von ${from}`,
  openUntil: (date) => `Das Angebot gilt bis zum ${date}.`,
  meaningHeading: "Was passiert, wenn du annimmst",
  moves: (name) =>
    `${name} wechselt mit seinem Ort, Anfahrtshinweis, QR-Code und Teilen-Link auf dein Konto, und alles funktioniert weiter wie bisher.`,
  carried: (date) =>
    `Du schließt dein eigenes Jahresabo ab. Die bereits bezahlte Zeit geht mit dem Namen auf dich über: Heute zahlst du nichts, deine erste Zahlung ist am ${date} fällig.`,
  paidToday: (price) =>
    `Du schließt heute dein eigenes Jahresabo ab und zahlst jetzt ${price}. (Von der bezahlten Zeit waren weniger als zwei Tage übrig – zu wenig, um sie zu übernehmen.)`,
  signIn:
    "Melde dich mit der Adresse an, an die dieses Angebot gesendet wurde, oder erstelle damit ein Konto, um es anzunehmen.",
  signInButton: "Zum Annehmen anmelden",
  otherAccount:
    "Dieses Angebot wurde an eine andere E-Mail-Adresse gesendet. Melde dich mit dieser Adresse an, um es anzunehmen.",
  accept: "Annehmen und weiter",
  decline: "Ablehnen",
  declined: "Angebot abgelehnt",
  actionFailed: (detail) => `Das Angebot konnte nicht beantwortet werden: ${detail}`,
  ended: "Dieses Angebot gilt nicht mehr",
  endedDetail: "Es wurde angenommen, abgelehnt oder zurückgezogen, oder die 7 Tage sind abgelaufen.",
  finishing: "Die Übertragung wird abgeschlossen …",
  done: (name) => `${name} gehört jetzt dir`,
  doneDetail: "Du findest ihn unter „Meine MyPins verwalten“, mit QR-Code und Teilen-Link wie bisher.",
  toManage: "Zu meinen MyPins",
  unpaid: "Die Zahlung wurde nicht abgeschlossen, daher ist das Angebot noch offen.",
};

// The API's refusals (domain/errors.ts).
export const transferRefusals: TTranslation<typeof en.transferRefusals> = {
  toSelf: "Du kannst einen MyPin nicht an dein eigenes Konto übertragen.",
  noSubscription: "Nur ein MyPin mit laufendem Abo kann übertragen werden.",
  inGrace: "Dieser MyPin kann während seiner Nachfrist nicht übertragen werden. Verlängere ihn zuerst.",
  pastDue:
    "Dieser MyPin kann nicht übertragen werden, solange seine letzte Zahlung fehlgeschlagen ist. Aktualisiere zuerst deine Karte.",
  disputed: "Dieser MyPin kann nicht übertragen werden, solange eine Zahlung für ihn angefochten ist.",
  checkoutOpen:
    "Dieser MyPin kann nicht übertragen werden, während eine Zahlung für ihn läuft. Versuche es in einer halben Stunde erneut.",
  locked: "Ein MyPin kann frühestens 14 Tage nach dem Kauf oder nach seiner letzten Übertragung übertragen werden.",
  offerOpen:
    "Für diesen MyPin gibt es bereits ein offenes Übertragungsangebot. Zieh es zurück, um ein neues zu erstellen.",
  notFound: "Dieses Übertragungsangebot gibt es nicht.",
  ended: "Dieses Übertragungsangebot gilt nicht mehr.",
  otherAccount:
    "Dieses Angebot wurde an eine andere E-Mail-Adresse gesendet. Melde dich mit dieser Adresse an, um es anzunehmen.",
  renewalPending:
    "Die Verlängerungszahlung für diesen MyPin ist noch nicht eingegangen, daher kann das neue Jahr noch nicht weitergegeben werden. Versuche es in ein paar Stunden erneut.",
  offersLimited:
    "Heute wurden zu viele Übertragungsangebote gesendet, von deinem Konto oder an diese Adresse. Versuche es morgen erneut.",
};

export const transferEmails: TTranslation<typeof en.transferEmails> = {
  offer: {
    subject: (name) => `Dir wird der MyPin ${name} angeboten`,
    body: (from, name, place) => `${from} möchte dir den MyPin ${name} übertragen. Er führt zu ${place}.`,
    open: (date, link) =>
      `Das Angebot gilt bis zum ${date}. Hier kannst du es ansehen und annehmen oder ablehnen: ${link}`,
    ignore:
      "Falls du den Absender nicht kennst, ignoriere diese E-Mail: Solange du nicht annimmst, ändert sich nichts.",
  },
  acceptedGiver: {
    subject: (name) => `${name} wurde übertragen`,
    body: (name, to) =>
      `${to} hat dein Angebot angenommen: ${name} ist jetzt auf das andere Konto übergegangen, und dein Abo dafür ist beendet.`,
  },
  acceptedRecipient: {
    subject: (name) => `${name} gehört jetzt dir`,
    body: (name) => `${name} wurde mit QR-Code und Teilen-Link auf dein Konto übertragen.`,
    firstPayment: (date, price) => `Dein Abo kostet ${price}; die erste Zahlung ist am ${date} fällig.`,
    share: (link) => `Teile ihn mit diesem Link: ${link}`,
  },
  declined: {
    subject: (name) => `Dein Übertragungsangebot für ${name} wurde abgelehnt`,
    body: (name, to) => `${to} hat dein Angebot abgelehnt: ${name} gehört weiterhin dir.`,
  },
  expiredGiver: {
    subject: (name) => `Dein Übertragungsangebot für ${name} ist abgelaufen`,
    body: (name, to) => `${to} hat das Angebot nicht innerhalb von 7 Tagen angenommen: ${name} gehört weiterhin dir.`,
  },
  expiredRecipient: {
    subject: (name) => `Das Übertragungsangebot für ${name} ist abgelaufen`,
    body: (name) => `Das Angebot für ${name} wurde nicht innerhalb von 7 Tagen angenommen und ist abgelaufen.`,
  },
  withdrawn: {
    subject: (name) => `Das Übertragungsangebot für ${name} wurde zurückgezogen`,
    byOwner: (name) =>
      `Der Inhaber von ${name} hat das Angebot zurückgezogen. An deinem Konto hat sich nichts geändert.`,
    byStaff: (name) =>
      `Unser Support-Team hat das Angebot für ${name} zurückgezogen. An deinem Konto hat sich nichts geändert; wenn du Fragen hast, antworte einfach auf diese E-Mail.`,
  },
  withdrawnGiver: {
    subject: (name) => `Dein Übertragungsangebot für ${name} wurde zurückgezogen`,
    body: (name) =>
      `Unser Support-Team hat dein Angebot für ${name} zurückgezogen; ${name} gehört weiterhin dir. Wenn du Fragen hast, antworte einfach auf diese E-Mail.`,
  },
};
