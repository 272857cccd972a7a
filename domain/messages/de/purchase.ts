import { plural } from "../plural.ts";
import type * as en from "../purchase.ts";
import type { TTranslation } from "../translation.ts";

// German texts of purchase.ts.
export const promoRefusal: TTranslation<typeof en.promoRefusal> = {
  wrongTier: (code, tier) =>
    `Mit ${code} gibt es eine kostenlose Testphase nur für ${tier === "premium" ? "Premium" : "Basic"}-Namen.`,
  trialUsed: "Dieses Konto hatte bereits eine kostenlose Testphase.",
};

export const trialLimits: TTranslation<typeof en.trialLimits> = {
  checkoutReplaced:
    "Gleichzeitig wurde ein weiterer Bezahlvorgang mit deiner kostenlosen Testphase geöffnet. Bitte fang noch einmal von vorn an.",
  refusedTitle: "Deine kostenlose Testphase hat nicht begonnen",
  refused: {
    account:
      "Dieses Konto hatte bereits eine kostenlose Testphase. Das Abo hat daher heute begonnen, und das erste Jahr wurde berechnet.",
    card: "Für die Karte, mit der du bezahlt hast, wurde bereits eine kostenlose Testphase genutzt. Das Abo hat daher heute begonnen, und das erste Jahr wurde berechnet.",
  },
};

export const create: TTranslation<typeof en.create> = {
  paymentFailed: "Zahlungsfehler: Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.",
  authToPay: "Anmeldefehler: Bitte melde dich an, um mit der Zahlung fortzufahren",
  authAgain: "Anmeldefehler: Bitte melde dich erneut an, um fortzufahren",
  promoIssue: "Problem mit dem Aktionscode",
  promoUnavailable: "Der Aktionscode konnte nicht geprüft werden. Bitte versuche es erneut.",
  promoInvalid: "Ungültiger Aktionscode",
  promoErrorTitle: "Fehler beim Aktionscode",
  secureFailed: "Der MyPin konnte nicht für die Erstellung gesichert werden. Bitte versuche es erneut.",
  coordinatesFailed: "Die Koordinaten konnten nicht aktualisiert werden. Bitte versuche es erneut.",
  noLongerAvailable:
    "MyPin nicht mehr verfügbar: Dieser MyPin wurde während deiner vorläufigen Reservierung von jemand anderem vergeben.",
  purchaseResumeFailed: "Der Kauf konnte nicht fortgesetzt werden. Bitte versuche es erneut.",
  creationResumeFailed: "Die Erstellung des MyPins konnte nicht fortgesetzt werden. Bitte versuche es erneut.",
  noCheckoutUrl: "Vom Zahlungsdienst wurde keine Checkout-URL übermittelt",
  requiredForPayment: "Für die Zahlung wird ein MyPin benötigt",
  creatingTitle: (name) => `MyPin erstellen: ${name}`,
  editingTitle: (name) => `Standort bearbeiten: ${name}`,
  addressPlaceholder: "Adresse eingeben …",
  markerHint: "Verschiebe die Markierung genau an die gewünschte Stelle",
  buy: "MyPin kaufen",
  save: "MyPin speichern",
  placeHelpTitle: "So platzierst du deinen MyPin",
  loading: "Dein MyPin wird geladen …",
};

export const holdLimits: TTranslation<typeof en.holdLimits> = {
  perAccount:
    "Du kannst höchstens 10 MyPins gleichzeitig reservieren. Kauf einen oder verzichte auf einen, bevor du einen weiteren reservierst.",
  perBrowser:
    "Ohne Anmeldung kannst du höchstens 3 MyPins gleichzeitig reservieren. Melde dich an, um mehr zu reservieren, oder verzichte zuerst auf einen.",
  perAddress:
    "Aus deinem Netzwerk sind ohne Anmeldung zu viele MyPins reserviert. Melde dich an, um einen zu reservieren, oder versuche es in ein paar Minuten erneut.",
  unpaidCheckouts:
    "Du hast für diesen MyPin am letzten Tag zwei Bezahlvorgänge begonnen, ohne zu bezahlen. Er ist daher vorerst für andere frei. Bitte versuche es später erneut.",
  timeLimit:
    "Du hast diesen MyPin 30 Minuten lang reserviert, ohne zu bezahlen. Er ist daher eine Weile für andere frei. Bitte versuche es später erneut.",
};

export const paymentLimits: TTranslation<typeof en.paymentLimits> = {
  tooMany: "Zu viele Zahlungsanfragen. Bitte warte eine Weile, bevor du es erneut versuchst.",
};

export const locks: TTranslation<typeof en.locks> = {
  noLongerAvailable: "Der MyPin ist nicht mehr verfügbar",
  reservedByAnother: "Der MyPin wurde von jemand anderem reserviert",
  lockFailed: "Die vorübergehende Sperre konnte nicht erstellt werden",
};

export const availability: TTranslation<typeof en.availability> = {
  taken: "Schade, diesen MyPin hat schon jemand anderes – versuch einen anderen",
  reserved:
    "Dieser MyPin ist vorübergehend von jemand anderem reserviert. Bitte versuche einen anderen oder schau später wieder vorbei.",
  unable: "Die Verfügbarkeit konnte nicht geprüft werden. Bitte versuche es erneut.",
  cancelAnytime: "Jederzeit kündbar",
  reservationLost: "Dieser MyPin ist nicht mehr für dich reserviert. Bitte fang noch einmal von vorn an.",
  reservationUnverified: "Die Reservierung des MyPins konnte nicht geprüft werden. Bitte versuche es erneut.",
  timeExpired: "Die Zeit ist abgelaufen. Bitte prüfe die Verfügbarkeit erneut.",
  protectionExpired: "Die Reservierung deines MyPins ist abgelaufen. Bitte fang noch einmal von vorn an.",
};

export const availabilityPage: TTranslation<typeof en.availabilityPage> = {
  intro:
    "Gib den Namen ein, den du dir für deinen Ort wünschst. Wir prüfen das Format schon beim Tippen; ist der Name frei, halten wir ihn für dich fest, während du ihn auf der Karte platzierst.",
  nameLabel: "Dein MyPin",
  namePlaceholder: "z. B. Rose.Cottage",
  check: "Verfügbarkeit prüfen",
  title: "Prüfe, ob dein Wunschname verfügbar ist",
};

export const reservationPage: TTranslation<typeof en.reservationPage> = {
  checking: "Deine Reservierung wird geprüft …",
  intro: "Dieser Name ist für dich reserviert. Platziere ihn auf der Karte, bevor die Zeit abläuft.",
  tierPrice: (tier, price) => `${tier} · ${price}`,
  timerLabel: "Verbleibende Zeit, um deinen MyPin abzuschließen",
  placeOnMap: "Platziere deinen MyPin auf der Karte",
  chooseAnother: "Anderen Namen wählen",
  returning: "Du wirst zur Verfügbarkeitsprüfung zurückgeleitet …",
  title: "Dein MyPin ist reserviert",
};

export const paymentReturn: TTranslation<typeof en.paymentReturn> = {
  sessionNotFound: "Fehler: Die Zahlungssitzung wurde nicht gefunden. Bitte versuche es erneut.",
  saveFailed: "Fehler: Der MyPin konnte nicht gespeichert werden",
  unsuccessful: "Fehler: Zahlung nicht erfolgreich, der MyPin wurde nicht in deinem Konto gespeichert",
  refunded:
    "Fehler: Zahlung nicht erfolgreich, der MyPin wurde nicht in deinem Konto gespeichert. Jemand anderes hat diesen MyPin zuerst abgeschlossen; deine Zahlung wurde erstattet, und wir haben dir eine E-Mail geschickt.",
};

export const success: TTranslation<typeof en.success> = {
  createdSuccessfully: "MyPin erfolgreich erstellt",
  created: "MyPin erstellt!",
  renewed: "MyPin verlängert!",
  coordinatesUpdated: "Koordinaten aktualisiert!",
  coordinatesCopied: "Koordinaten kopiert!",
  promoApplied: "Aktionscode angewendet!",
  promoAppliedDetail: (discount) => `Du erhältst ${discount} auf dein Abo`,
};

// The create page's help, in buying and in edit mode alike, up to the last step.
const PLACING_STEPS: readonly [string, string] = [
  "Suche eine Adresse oder verschiebe und zoome die Karte in die Gegend.",
  "Zieh die Markierung oder tippe auf die Karte, um die genaue Stelle zu markieren.",
];

export const purchase: TTranslation<typeof en.purchase> = {
  latitude: "Breitengrad",
  longitude: "Längengrad",
  mapLabel: (name) => `Karte zum Platzieren von ${name}`,
  markerLabel: "Dein MyPin: Zieh ihn oder verschiebe ihn mit den Pfeiltasten",
  searchAddress: "Suchen",
  movedTo: (place) => `Karte verschoben nach ${place}`,
  placeHelpIntro: "In drei Schritten an die richtige Stelle:",
  placeSteps: [...PLACING_STEPS, "Wähle „MyPin kaufen“, um einen Aktionscode zu wählen und zu bezahlen."],
  editSteps: [...PLACING_STEPS, "Wähle „MyPin speichern“, um den neuen Ort zu speichern."],
  promoTitle: "Hast du einen Aktionscode?",
  promoIntro: "Gib ihn ein, um deinen Rabatt zu erhalten, oder gehe direkt zur Zahlung.",
  promoLabel: "Aktionscode",
  apply: "Anwenden",
  skip: "Überspringen",
  tryAnotherCode: "Anderen Code versuchen",
  skipAndContinue: "Überspringen und weiter",
  confirming: "Deine Zahlung wird bestätigt …",
  tier: "Stufe",
  price: "Preis",
  shareLink: "Link zum Teilen",
  viewPin: "Deinen MyPin ansehen",
  retry: "Erneut versuchen",
  cancelledBody: (name) => `Es wurde nichts berechnet, und ${name} ist nicht mehr für dich reserviert.`,
  cancelledNoName: "Es wurde nichts berechnet.",
  cancelledTitle: "Zahlung abgebrochen",
};

export const discountWords: TTranslation<typeof en.discountWords> = {
  daysFree: (days) => plural("de", days, { one: "# Tag gratis", other: "# Tage gratis" }),
  percentOff: (percent) => `${percent} % Rabatt`,
  amountOff: (amount) => `${amount} Rabatt`,
  noDiscount: "kein Rabatt",
};
