import type * as en from "../consent.ts";
import type { TTranslation } from "../translation.ts";

// German texts of consent.ts.
export const cookieBanner: TTranslation<typeof en.cookieBanner> = {
  title: "Wir verwenden Cookies",
  body: "Wir verwenden notwendige Cookies, damit du angemeldet bleibst. Mit deiner Einwilligung zählen wir außerdem Seitenaufrufe mit unserer eigenen Analyse, deren Daten MyPin nie verlassen.",
  region: "Cookie-Einwilligung",
  accept: "Akzeptieren",
  deny: "Ablehnen",
  settings: "Einstellungen",
  policyLink: "Cookie-Richtlinie",
  settingsLink: "Cookie-Einstellungen",
};

export const cookieSettings: TTranslation<typeof en.cookieSettings> = {
  title: "Cookie-Einstellungen",
  intro: "Lege fest, welche Cookies MyPin verwenden darf. Du kannst deine Auswahl hier jederzeit ändern.",
  necessaryTitle: "Notwendig",
  necessaryBody:
    "mypin_access und mypin_refresh halten dich angemeldet; mypin_sign_up ermöglicht es dem Browser, in dem eine Registrierung begonnen wurde, sie abzuschließen; mypin_hold hält einen Namen, den du gerade kaufst, für dich reserviert, solange du abgemeldet bist; cookies-consent speichert diese Auswahl für 1 Jahr.",
  alwaysOn: "Immer aktiv",
  analyticsTitle: "Analyse",
  analyticsBody:
    "mypin_analytics speichert 2 Jahre lang eine zufällige Besucherkennung, damit unsere eigene Analyse Seitenaufrufe, begonnene Bezahlvorgänge und kopierte Links zählen kann. Nichts davon wird an Dritte weitergegeben.",
  analyticsLabel: "Analyse-Cookies erlauben",
  save: "Speichern",
  saved: "Deine Cookie-Auswahl wurde gespeichert.",
  current: (choice) =>
    choice === null
      ? "Aktuelle Auswahl: noch keine"
      : `Aktuelle Auswahl: Analyse-Cookies ${choice === "accepted" ? "akzeptiert" : "abgelehnt"}`,
};

export const analyticsEvents: TTranslation<typeof en.analyticsEvents> = {
  tooMany: "Zu viele Analyse-Ereignisse. Bitte versuche es später erneut.",
};

export const eventCharts: TTranslation<typeof en.eventCharts> = {
  section: "Seitenaufrufe und Ereignisse",
  chartTitle: (days) => `Seitenaufrufe pro Tag, letzte ${days} Tage`,
  chartSummary: (total, days, max, busiest) =>
    `${total} Seitenaufrufe in den letzten ${days} Tagen; der stärkste Tag war ${busiest} mit ${max}.`,
  chartTable: "Seitenaufrufe pro Tag",
  day: "Tag",
  count: "Seitenaufrufe",
  empty: (days) => `In den letzten ${days} Tagen wurden keine Seitenaufrufe erfasst`,
  failed: "Die Seitenaufrufe und Ereignisse konnten nicht abgerufen werden",
  typesCaption: (days) => `Ereignisse in den letzten ${days} Tagen`,
  type: "Ereignis",
  typeCount: "Anzahl",
  types: { page_view: "Seitenaufrufe", begin_checkout: "Begonnene Bezahlvorgänge", share: "Kopierte Links" },
};
