import type * as en from "../site.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of site.ts.
export const PRODUCT: TTranslation<typeof en.PRODUCT> = "MyPin";

export const layout: TTranslation<typeof en.layout> = {
  home: "Home",
  mainNavigation: "Principale",
  shareMyPins: "Condividi i MyPin",
  examples: "Esempi",
  renters: "Affitti brevi",
  business: "Attività",
  weddings: "Matrimoni",
  privatePlates: "Targhe personalizzate",
  pricing: "Prezzi",
  aboutUs: "Chi siamo",
  openMenu: "Apri il menu",
  close: "Chiudi",
  footerNavigation: "Piè di pagina",
  copyright: (year) => `© ${year} MyPin. Tutti i diritti riservati.`,
  dashboard: "Dashboard",
  contact: "Contatti",
  terms: "Termini",
  privacy: "Privacy",
  cookies: "Cookie",
  cookieSettings: "Impostazioni dei cookie",
  developers: "Sviluppatori",
  loading: "Caricamento",
  language: "Lingua",
  notifications: "Notifiche",
};

export const accountMenu: TTranslation<typeof en.accountMenu> = {
  signIn: "Accedi",
  signOut: "Esci",
  signedInAs: (email) => `Accesso effettuato come ${email}`,
  billingPortal: "Portale di fatturazione",
  changePassword: "Cambia password",
  apiKeys: "Chiavi API",
  billingPortalFailed: "Impossibile aprire il portale di fatturazione. Riprova.",
};

export const loadFailure: TTranslation<typeof en.loadFailure> = {
  page: "Impossibile caricare questa pagina.",
  map: "Impossibile caricare la mappa.",
  reason: "MyPin potrebbe essere stato appena aggiornato. Ricarica per avere l'ultima versione.",
  reload: "Ricarica",
};

export const noScript: TTranslation<typeof en.noScript> = {
  form: "Questo modulo richiede JavaScript. Attivalo nel browser per usarlo.",
};

export const notFoundPage: TTranslation<typeof en.notFoundPage> = {
  title: "Ops! Pagina non trovata",
  home: "Torna alla home",
};

export const footer: TTranslation<typeof en.footer> = {
  currencies: (browser, geo) => `Browser: ${browser} | Posizione: ${geo}`,
  paymentCurrency: (currency) => `Valuta di pagamento: ${currency}`,
};

export const footerCurrency: TTranslation<typeof en.footerCurrency> = {
  unknown: "Sconosciuta",
};
