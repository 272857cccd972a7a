import type * as en from "../site.ts";
import type { TTranslation } from "../translation.ts";

// German texts of site.ts.
export const PRODUCT: TTranslation<typeof en.PRODUCT> = "MyPin";

export const layout: TTranslation<typeof en.layout> = {
  home: "Startseite",
  mainNavigation: "Hauptmenü",
  shareMyPins: "MyPins teilen",
  examples: "Beispiele",
  renters: "Vermietung",
  business: "Unternehmen",
  weddings: "Hochzeiten",
  privatePlates: "Wunschkennzeichen",
  pricing: "Preise",
  aboutUs: "Über uns",
  openMenu: "Menü öffnen",
  close: "Schließen",
  footerNavigation: "Fußzeile",
  copyright: (year) => `© ${year} MyPin. Alle Rechte vorbehalten.`,
  dashboard: "Dashboard",
  contact: "Kontakt",
  terms: "Nutzungsbedingungen",
  privacy: "Datenschutz",
  cookies: "Cookies",
  cookieSettings: "Cookie-Einstellungen",
  developers: "Entwickler",
  loading: "Wird geladen",
  language: "Sprache",
  notifications: "Benachrichtigungen",
};

export const accountMenu: TTranslation<typeof en.accountMenu> = {
  signIn: "Anmelden",
  signOut: "Abmelden",
  signedInAs: (email) => `Angemeldet als ${email}`,
  billingPortal: "Abrechnungsportal",
  changePassword: "Passwort ändern",
  apiKeys: "API-Schlüssel",
  billingPortalFailed: "Das Abrechnungsportal konnte nicht geöffnet werden. Bitte versuche es erneut.",
};

export const loadFailure: TTranslation<typeof en.loadFailure> = {
  page: "Diese Seite konnte nicht geladen werden.",
  map: "Die Karte konnte nicht geladen werden.",
  reason: "MyPin wurde möglicherweise gerade aktualisiert. Lade die Seite neu, um die neueste Version zu erhalten.",
  reload: "Neu laden",
};

export const noScript: TTranslation<typeof en.noScript> = {
  form: "Dieses Formular benötigt JavaScript. Aktiviere es in deinem Browser, um das Formular zu nutzen.",
};

export const notFoundPage: TTranslation<typeof en.notFoundPage> = {
  title: "Hoppla! Seite nicht gefunden",
  home: "Zur Startseite",
};

export const footer: TTranslation<typeof en.footer> = {
  currencies: (browser, geo) => `Browser: ${browser} | Standort: ${geo}`,
  paymentCurrency: (currency) => `Zahlung erfolgt in: ${currency}`,
};

export const footerCurrency: TTranslation<typeof en.footerCurrency> = {
  unknown: "Unbekannt",
};
