import type * as en from "../site.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of site.ts.
export const PRODUCT: TTranslation<typeof en.PRODUCT> = "MyPin";

export const layout: TTranslation<typeof en.layout> = {
  home: "Home",
  mainNavigation: "Hoofdmenu",
  shareMyPins: "MyPins delen",
  examples: "Voorbeelden",
  renters: "Verhuur",
  business: "Bedrijven",
  weddings: "Bruiloften",
  privatePlates: "Persoonlijke kentekens",
  pricing: "Prijzen",
  aboutUs: "Over ons",
  openMenu: "Menu openen",
  close: "Sluiten",
  footerNavigation: "Voettekst",
  copyright: (year) => `© ${year} MyPin. Alle rechten voorbehouden.`,
  dashboard: "Dashboard",
  contact: "Contact",
  terms: "Voorwaarden",
  privacy: "Privacy",
  cookies: "Cookies",
  cookieSettings: "Cookie-instellingen",
  developers: "Ontwikkelaars",
  loading: "Laden",
  language: "Taal",
  notifications: "Meldingen",
};

export const accountMenu: TTranslation<typeof en.accountMenu> = {
  signIn: "Inloggen",
  signOut: "Uitloggen",
  signedInAs: (email) => `Ingelogd als ${email}`,
  billingPortal: "Facturatieportaal",
  changePassword: "Wachtwoord wijzigen",
  apiKeys: "API-sleutels",
  billingPortalFailed: "Het facturatieportaal kon niet worden geopend. Probeer het opnieuw.",
};

export const loadFailure: TTranslation<typeof en.loadFailure> = {
  page: "Deze pagina kon niet worden geladen.",
  map: "De kaart kon niet worden geladen.",
  reason: "MyPin is misschien net bijgewerkt. Laad de pagina opnieuw voor de nieuwste versie.",
  reload: "Opnieuw laden",
};

export const noScript: TTranslation<typeof en.noScript> = {
  form: "Dit formulier werkt alleen met JavaScript. Zet JavaScript aan in je browser om het te gebruiken.",
};

export const notFoundPage: TTranslation<typeof en.notFoundPage> = {
  title: "Oeps! Pagina niet gevonden",
  home: "Terug naar de startpagina",
};

export const footer: TTranslation<typeof en.footer> = {
  currencies: (browser, geo) => `Browser: ${browser} | Locatie: ${geo}`,
  paymentCurrency: (currency) => `Je betaalt in: ${currency}`,
};

export const footerCurrency: TTranslation<typeof en.footerCurrency> = {
  unknown: "Onbekend",
};
