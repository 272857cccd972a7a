import type * as en from "../developers.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// German texts of developers.ts.
export const apiRefusals: TTranslation<typeof en.apiRefusals> = {
  keyMissing: "Sende deinen API-Schlüssel im Authorization-Header (Bearer mp_…) oder im Header X-Api-Key.",
  keyInvalid: "Dieser API-Schlüssel ist ungültig. Prüfe, ob er vollständig kopiert wurde, oder erstelle einen neuen.",
  keyRevoked:
    "Dieser API-Schlüssel wurde widerrufen oder erneuert. Verwende den erneuerten Schlüssel oder erstelle einen neuen.",
  wrongWebsite:
    "Dieser Browser-Schlüssel kann auf dieser Website nicht verwendet werden. Füge die Website zur Liste des Schlüssels hinzu oder verwende einen anderen Schlüssel.",
  burst: "Zu viele Aufrufe mit diesem Schlüssel innerhalb weniger Sekunden. Warte einen Moment und versuche es erneut.",
  monthly:
    "Dieses Konto hat alle kostenlosen API-Aufrufe für diesen Monat verbraucht. Ab dem 1. des nächsten Monats (UTC) stehen sie wieder zur Verfügung.",
  keyLimit: "Du hast bereits 10 API-Schlüssel. Widerrufe einen, bevor du einen weiteren erstellst.",
  keyNotFound: "Diesen API-Schlüssel gibt es nicht, oder er wurde widerrufen.",
  keyLookups:
    "Zu viele unbekannte API-Schlüssel von deiner Adresse. Prüfe, ob dein Schlüssel vollständig kopiert wurde, und versuche es in einer Minute erneut.",
  keyCap:
    "Dieser Schlüssel hat alle Aufrufe gemacht, die ihm sein Inhaber in diesem Monat erlaubt. Ab dem 1. des nächsten Monats (UTC) geht es weiter.",
  creationsPerDay:
    "Du hast in den letzten 24 Stunden 20 API-Schlüssel erstellt. Warte eine Weile, bevor du einen weiteren erstellst.",
  revocationsPerDay:
    "Du hast in den letzten 24 Stunden 20 API-Schlüssel erneuert oder widerrufen. Warte eine Weile, bevor du den nächsten erneuerst oder widerrufst.",
  capWhole: "Gib das Monatslimit als ganze Zahl von Aufrufen ein, mindestens 1",
  capAbove: (max) => `Das Monatslimit eines Schlüssels liegt höchstens bei den ${max} kostenlosen Aufrufen des Kontos`,
  nameRequired: "Gib dem Schlüssel einen Namen",
  nameTooLong: "Der Name eines Schlüssels darf höchstens 60 Zeichen lang sein",
  websiteRequired: "Ein Browser-Schlüssel braucht mindestens eine Website",
  websiteInvalid: "Gib die Website als Adresse ein, zum Beispiel https://example.com",
  tooManyWebsites: "Ein Browser-Schlüssel kann höchstens 10 Websites enthalten",
  serverKeyWebsites: "Ein Server-Schlüssel ist an keine Website gebunden: Lass die Liste leer",
};

export const apiKeysPage: TTranslation<typeof en.apiKeysPage> = {
  title: "API-Schlüssel",
  intro:
    "Mit API-Schlüsseln ruft deine Website oder App MyPins über die MyPin-API ab. Jedes Konto hat 1.000 kostenlose Aufrufe pro Monat, die sich alle seine Schlüssel teilen.",
  guideLink: "Zur Entwicklerdokumentation",
  signInFirst: "Melde dich an, um deine API-Schlüssel zu sehen und zu erstellen.",
  loading: "Deine API-Schlüssel werden geladen …",
  loadFailed: "Deine API-Schlüssel konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  usageHeading: "Dieser Monat",
  usage: (used, quota) => `${used} von ${quota} kostenlosen Aufrufen verbraucht`,
  resets: (date) => `Ab dem ${date} stehen wieder kostenlose Aufrufe zur Verfügung.`,
  usageChart: (month) => `Aufrufe pro Tag im ${month}`,
  dayCalls: (day, calls) => plural("de", calls, { one: `${day}: # Aufruf`, other: `${day}: # Aufrufe` }),
  noCallsYet: "In diesem Monat noch keine Aufrufe.",
  keysHeading: "Deine Schlüssel",
  empty: "Du hast noch keine API-Schlüssel. Erstelle einen für deinen ersten Aufruf.",
  create: "Schlüssel erstellen",
  serverKey: "Server-Schlüssel",
  browserKey: "Browser-Schlüssel",
  endsWith: (hint) => `Endet auf …${hint}`,
  created: (date) => `Erstellt am ${date}`,
  rotated: (date) => `Erneuert am ${date}`,
  callsThisMonth: (calls) =>
    plural("de", calls, { one: "# Aufruf in diesem Monat", other: "# Aufrufe in diesem Monat" }),
  websites: "Gültig für",
  rename: "Umbenennen",
  rotate: "Erneuern",
  revoke: "Widerrufen",
  callsOfCap: (calls, cap) =>
    plural("de", cap, {
      one: `${calls} von # Aufruf in diesem Monat`,
      other: `${calls} von # Aufrufen in diesem Monat`,
    }),
  cap: "Monatslimit",
};

export const apiKeyDialogs: TTranslation<typeof en.apiKeyDialogs> = {
  createTitle: "API-Schlüssel erstellen",
  createDescription:
    "Benenne den Schlüssel nach dem, was ihn nutzt – so weißt du später, welchen du erneuern oder widerrufen musst.",
  nameLabel: "Name",
  namePlaceholder: "Liefer-App",
  kindLabel: "Typ",
  serverKind: "Server-Schlüssel",
  serverKindHint: "Für deine Server und Apps. Halte ihn geheim: Wer ihn hat, kann deine Aufrufe verbrauchen.",
  browserKind: "Browser-Schlüssel",
  browserKindHint:
    "Für deine Webseiten. Er funktioniert nur auf den Websites, die du angibst, und darf deshalb im Code einer Seite stehen.",
  websitesLabel: "Websites",
  websitesHint: "Eine Adresse pro Zeile, zum Beispiel https://example.com",
  createSubmit: "Schlüssel erstellen",
  cancel: "Abbrechen",
  createFailed: (detail) => `Der Schlüssel konnte nicht erstellt werden: ${detail}`,
  secretTitle: "Kopiere jetzt deinen Schlüssel",
  secretBody:
    "Wir zeigen dir diesen Schlüssel nur dieses eine Mal. Bewahre ihn sicher auf. Falls du ihn verlierst, erneuere den Schlüssel, um einen neuen zu bekommen.",
  secretLabel: (name) => `Schlüssel für ${name}`,
  copy: "Schlüssel kopieren",
  copied: "Schlüssel kopiert",
  copyFailed: "Kopieren fehlgeschlagen. Markiere den Schlüssel und kopiere ihn selbst.",
  done: "Fertig",
  renameTitle: (name) => `${name} umbenennen`,
  renameSubmit: "Namen speichern",
  renamed: "Schlüssel umbenannt",
  renameFailed: (detail) => `Der Schlüssel konnte nicht umbenannt werden: ${detail}`,
  rotateTitle: (name) => `${name} erneuern?`,
  rotateBody:
    "Der Schlüssel bekommt einen neuen Wert, und der bisherige funktioniert ab sofort nicht mehr. Name, Websites und Aufrufe bleiben erhalten.",
  rotateSubmit: "Schlüssel erneuern",
  rotateFailed: (detail) => `Der Schlüssel konnte nicht erneuert werden: ${detail}`,
  revokeTitle: (name) => `${name} widerrufen?`,
  revokeBody:
    "Alles, was diesen Schlüssel nutzt, funktioniert ab sofort nicht mehr. Das lässt sich nicht rückgängig machen.",
  revokeSubmit: "Schlüssel widerrufen",
  revoked: "Schlüssel widerrufen",
  revokeFailed: (detail) => `Der Schlüssel konnte nicht widerrufen werden: ${detail}`,
  capLabel: "Monatslimit",
  capHint: (max) =>
    `So viele Aufrufe darf dieser Schlüssel höchstens pro Monat machen, von 1 bis ${max}. Lass das Feld leer, damit er alle kostenlosen Aufrufe des Kontos nutzen kann.`,
  capTitle: (name) => `Monatslimit für ${name}`,
  capDescription:
    "Ein Limit verhindert, dass ein einzelner Schlüssel alle Aufrufe deines Kontos verbraucht – etwa ein Browser-Schlüssel, den jemand aus dem Code deiner Seite kopiert, wo ihn jeder sehen kann.",
  capSubmit: "Limit speichern",
  capSaved: "Monatslimit gespeichert",
  capFailed: (detail) => `Das Limit konnte nicht gespeichert werden: ${detail}`,
};

export const developersPage: TTranslation<typeof en.developersPage> = {
  title: "MyPin für Entwickler",
  intro:
    "Ruf einen MyPin aus deiner Website oder App ab und schick deine Fahrer, Gäste oder Kunden direkt zur richtigen Tür. JSON mit reinem Lesezugriff, bis 1.000 Aufrufe im Monat kostenlos.",
  getKey: "API-Schlüssel holen",
  quickStartHeading: "In fünf Minuten startklar",
  stepKey:
    "Erstelle unter „API-Schlüssel“ in deinem Konto einen Schlüssel. Nimm einen Server-Schlüssel für deine Server und einen Browser-Schlüssel für Webseiten.",
  stepCall: "Frag einen MyPin über seinen Namen ab:",
  stepJavaScript: "Oder mit JavaScript:",
  stepAnswer:
    "Du bekommst seine Koordinaten, den nächstgelegenen Ort, den Anfahrtshinweis des Inhabers und Links zur Wegbeschreibung:",
  copyCode: "Kopieren",
  codeCopied: "Kopiert",
  limitsHeading: "Limits",
  limits:
    "1.000 kostenlose Aufrufe pro Monat und Konto, und höchstens 20 Aufrufe pro Schlüssel innerhalb von 10 Sekunden. Jede Antwort enthält die Header RateLimit-Policy und RateLimit; wer ein Limit überschreitet, bekommt 429 mit Retry-After. Auf deiner Seite mit den API-Schlüsseln kannst du einem Schlüssel ein eigenes Monatslimit geben: Dann kann ein Browser-Schlüssel, den jeder aus deiner Seite kopieren kann, nicht alle deine Aufrufe verbrauchen.",
  embedHeading: "Einen MyPin auf deiner Website einbinden",
  embed:
    "Inhaber finden den Einbettungscode jedes MyPins unter „Meine MyPins verwalten“: ein kleines Widget mit Karte und Routen-Buttons, als iframe für deine eigene Website.",
  referenceHeading: "Referenz",
  referenceNote: "Die Referenz ist auf Englisch.",
  document: "OpenAPI-3.1-Dokument",
  parameters: "Parameter",
  answers: "Antworten",
  required: "erforderlich",
};
