import type * as en from "../consent.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of consent.ts.
export const cookieBanner: TTranslation<typeof en.cookieBanner> = {
  title: "Wij gebruiken cookies",
  body: "We gebruiken noodzakelijke cookies om je ingelogd te houden. Met je toestemming tellen we ook paginaweergaven met onze eigen analysetool; die gegevens verlaten MyPin nooit.",
  region: "Cookietoestemming",
  accept: "Accepteren",
  deny: "Weigeren",
  settings: "Instellingen",
  policyLink: "Cookiebeleid",
  settingsLink: "Cookie-instellingen",
};

export const cookieSettings: TTranslation<typeof en.cookieSettings> = {
  title: "Cookie-instellingen",
  intro: "Kies welke cookies MyPin mag gebruiken. Je kunt je keuze hier altijd wijzigen.",
  necessaryTitle: "Noodzakelijk",
  necessaryBody:
    "mypin_access en mypin_refresh houden je ingelogd; met mypin_sign_up kan de browser waarin een registratie is begonnen, die registratie afronden; mypin_hold houdt een naam die je koopt voor je vast terwijl je niet bent ingelogd; cookies-consent onthoudt deze keuze 1 jaar lang.",
  alwaysOn: "Altijd aan",
  analyticsTitle: "Analyse",
  analyticsBody:
    "mypin_analytics bewaart 2 jaar lang een willekeurige bezoekers-ID, zodat onze eigen analysetool paginaweergaven, gestarte afrekeningen en gekopieerde links kan tellen. Er wordt niets gedeeld met derden.",
  analyticsLabel: "Analytische cookies toestaan",
  save: "Opslaan",
  saved: "Je cookiekeuze is opgeslagen.",
  current: (choice) =>
    choice === null
      ? "Huidige keuze: nog geen"
      : `Huidige keuze: analytische cookies ${choice === "accepted" ? "geaccepteerd" : "geweigerd"}`,
};

export const analyticsEvents: TTranslation<typeof en.analyticsEvents> = {
  tooMany: "Te veel analysegebeurtenissen. Probeer het later opnieuw.",
};

export const eventCharts: TTranslation<typeof en.eventCharts> = {
  section: "Paginaweergaven en gebeurtenissen",
  chartTitle: (days) => `Paginaweergaven per dag, afgelopen ${days} dagen`,
  chartSummary: (total, days, max, busiest) =>
    `Paginaweergaven in de afgelopen ${days} dagen: ${total}. Drukste dag: ${busiest}, met ${max}.`,
  chartTable: "Paginaweergaven per dag",
  day: "Dag",
  count: "Paginaweergaven",
  empty: (days) => `Er zijn de afgelopen ${days} dagen geen paginaweergaven geregistreerd`,
  failed: "De paginaweergaven en gebeurtenissen konden niet worden opgehaald",
  typesCaption: (days) => `Gebeurtenissen in de afgelopen ${days} dagen`,
  type: "Gebeurtenis",
  typeCount: "Aantal",
  types: { page_view: "Paginaweergaven", begin_checkout: "Gestarte afrekeningen", share: "Gekopieerde links" },
};
