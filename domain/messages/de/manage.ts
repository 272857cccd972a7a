import type * as en from "../manage.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// German texts of manage.ts.
export const manage: TTranslation<typeof en.manage> = {
  ownerTitle: "Meine MyPins verwalten",
  loading: "Deine MyPins werden geladen …",
  emptyTitle: "Noch keine MyPins",
  emptyBody: "Erstelle deinen ersten MyPin, um deine Orte zu organisieren",
  coordinatesUpdatedBadge: "Koordinaten aktualisiert",
  cancel: "Kündigen",
  cancelled: "Gekündigt",
  cancellationRequested: "Kündigung beantragt",
  editLocation: "Standort bearbeiten",
  shareLinkTooLong: "Der MyPin ergibt eine URL, die für einen zuverlässig lesbaren QR-Code zu lang ist",
  loadFailed: "Die MyPins konnten nicht geladen werden",
  copyFailed: "Kopieren fehlgeschlagen",
  qrFailed: "Der QR-Code konnte nicht erstellt werden. Bitte versuche es erneut.",
  recordCancellationFailed: (detail) => `Die Kündigung konnte nicht gespeichert werden: ${detail}`,
  cancellationSubmitted: "Kündigung übermittelt",
  cancellationScheduled: "Kündigung vorgemerkt",
  linkCopied: "MyPin-Link kopiert!",
  qrDownloaded: "QR-Code heruntergeladen!",
  cancelSubscriptionTitle: "Abo kündigen",
  confirmCancellation: "Kündigung bestätigen",
};

export const managePage: TTranslation<typeof en.managePage> = {
  countCreated: (count) => plural("de", count, { one: "# MyPin erstellt", other: "# MyPins erstellt" }),
  signInPrompt: "Melde dich an, um deine MyPins zu sehen und zu verwalten.",
  groupHeading: (tier, count) => `${tier} (${count})`,
  columns: {
    name: "MyPin-Name",
    link: "MyPin-Link",
    copyLink: "Link kopieren",
    qrCode: "QR-Code",
    searchCount: "Suchanfragen",
    latitude: "Breitengrad",
    longitude: "Längengrad",
    created: "Erstellt",
    lastUpdated: "Zuletzt aktualisiert",
    actions: "Aktionen",
  },
  copyLink: "Link kopieren",
  searchHistory: (count, days) =>
    plural("de", count, {
      one: `# Suchanfrage in den letzten ${days} Tagen`,
      other: `# Suchanfragen in den letzten ${days} Tagen`,
    }),
  qrCode: "QR-Code",
  pagination: "Seiten der MyPins",
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  previous: "Zurück",
  next: "Weiter",
  retry: "Erneut versuchen",
  cancelDialogBody: (name) =>
    `Die Kündigung von ${name} ist bei unserem Zahlungsanbieter vorgemerkt. ${name} bleibt bis zum Ende des aktuellen Abrechnungszeitraums aktiv, und wir schicken dir eine Bestätigung per E-Mail.`,
  keepSubscription: "Abbrechen",
  scheduledDetail: (name, date) => `${name} bleibt bis zum ${date} aktiv.`,
  submittedDetail:
    "Deine Anfrage ist gespeichert. Wir schließen sie bei unserem Zahlungsanbieter ab und benachrichtigen dich per E-Mail.",
  unreachable: "MyPin ist nicht erreichbar",
};

export const standing: TTranslation<typeof en.standing> = {
  graceTitle: (name) => `${name} wird nicht mehr verlängert`,
  graceBody: (date) =>
    `Die letzte Zahlung ist nicht durchgegangen, daher ist das Abo beendet. Der MyPin funktioniert noch bis zum ${date}; danach wird der Name freigegeben, sofern du ihn nicht verlängerst.`,
  renew: "Verlängern",
  renewFailed: (detail) => `Die Verlängerung konnte nicht gestartet werden: ${detail}`,
  ended: "Das Abo dieses MyPins ist beendet. Er wird in Kürze freigegeben.",
  endsOn: (date) => `Endet am ${date}`,
  renewsOn: (date) => `Verlängert sich am ${date}`,
  paymentFailed: "Die letzte Zahlung ist fehlgeschlagen. Wir versuchen es erneut; bitte aktualisiere deine Karte.",
  updateCard: "Karte aktualisieren",
};

export const billingPage: TTranslation<typeof en.billingPage> = {
  title: "Abrechnungseinstellungen",
  opening: "Deine Abrechnungseinstellungen werden geöffnet …",
  failed: "Deine Abrechnungseinstellungen konnten nicht geöffnet werden.",
  retry: "Erneut versuchen",
  signInFirst: "Melde dich an, um deine Abrechnungseinstellungen zu sehen.",
};

export const qrLink: TTranslation<typeof en.qrLink> = {
  invalid: "Dieser QR-Code-Link ist ungültig",
  expired: "Dieser QR-Code-Link ist abgelaufen. Bitte lade den QR-Code erneut herunter.",
};

export const qr: TTranslation<typeof en.qr> = {
  noInput: "Kein Eingabetext",
  tooBig: "Die Datenmenge ist zu groß für einen QR-Code",
};

export const qrLimits: TTranslation<typeof en.qrLimits> = {
  tooMany: "Zu viele QR-Code-Anfragen. Bitte warte eine Weile, bevor du es erneut versuchst.",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Anfahrtshinweis",
  dialogTitle: (name) => `Anfahrtshinweis für ${name}`,
  dialogBody:
    "Sag Besuchern, was sie vor Ort wissen müssen. Alle, die diesen MyPin aufrufen, sehen den Hinweis unter der Wegbeschreibung und auf dem Teilen-Link.",
  label: "Hinweis",
  placeholder: "Bitte an Tor 2 klingeln. Parken hinter der Scheune.",
  charactersLeft: (count) => plural("de", count, { one: "# Zeichen übrig", other: "# Zeichen übrig" }),
  charactersOver: (count) => plural("de", count, { one: "# Zeichen zu viel", other: "# Zeichen zu viel" }),
  save: "Hinweis speichern",
  cancel: "Abbrechen",
  saved: "Anfahrtshinweis gespeichert",
  removed: "Anfahrtshinweis entfernt",
  saveFailed: (detail) => `Der Anfahrtshinweis konnte nicht gespeichert werden: ${detail}`,
  tooLong: "Ein Anfahrtshinweis darf höchstens 280 Zeichen lang sein.",
  expletive: "Ein Anfahrtshinweis darf keine Schimpfwörter enthalten.",
};

export const embedDialog: TTranslation<typeof en.embedDialog> = {
  button: "Einbetten",
  title: (name) => `${name} auf deiner Website einbetten`,
  body: "Zeig diese Karte auf deiner Website: Füge den Code in das HTML deiner Seite ein.",
  codeLabel: "Code zum Einfügen",
  copy: "Code kopieren",
  copied: "Einbettungscode kopiert!",
  frameTitle: (name) => `${name} auf MyPin`,
};
