import type * as en from "../consent.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of consent.ts.
export const cookieBanner: TTranslation<typeof en.cookieBanner> = {
  title: "Usiamo i cookie",
  body: "Usiamo cookie necessari per mantenere attivo il tuo accesso. Con il tuo consenso contiamo anche le visualizzazioni di pagina con un nostro sistema di analisi, i cui dati non lasciano mai MyPin.",
  region: "Consenso ai cookie",
  accept: "Accetta",
  deny: "Rifiuta",
  settings: "Impostazioni",
  policyLink: "Informativa sui cookie",
  settingsLink: "Impostazioni dei cookie",
};

export const cookieSettings: TTranslation<typeof en.cookieSettings> = {
  title: "Impostazioni dei cookie",
  intro: "Scegli quali cookie può usare MyPin. Puoi cambiare la tua scelta qui in qualsiasi momento.",
  necessaryTitle: "Necessari",
  necessaryBody:
    "mypin_access e mypin_refresh mantengono attivo il tuo accesso; mypin_sign_up consente al browser che ha avviato una registrazione di completarla; mypin_hold tiene riservato per te un nome che stai acquistando mentre non hai effettuato l'accesso; cookies-consent memorizza questa scelta per 1 anno.",
  alwaysOn: "Sempre attivi",
  analyticsTitle: "Analisi",
  analyticsBody:
    "mypin_analytics conserva per 2 anni un identificativo casuale del visitatore, così il nostro sistema di analisi può contare le visualizzazioni di pagina, i pagamenti avviati e i link copiati. Nessun dato viene condiviso con terze parti.",
  analyticsLabel: "Consenti i cookie di analisi",
  save: "Salva",
  saved: "La tua scelta sui cookie è stata salvata.",
  current: (choice) =>
    choice === null
      ? "Scelta attuale: nessuna"
      : `Scelta attuale: analisi ${choice === "accepted" ? "accettata" : "rifiutata"}`,
};

export const analyticsEvents: TTranslation<typeof en.analyticsEvents> = {
  tooMany: "Troppi eventi di analisi. Riprova più tardi.",
};

export const eventCharts: TTranslation<typeof en.eventCharts> = {
  section: "Visualizzazioni di pagina ed eventi",
  chartTitle: (days) => `Visualizzazioni di pagina al giorno, ultimi ${days} giorni`,
  chartSummary: (total, days, max, busiest) =>
    `${total} visualizzazioni di pagina negli ultimi ${days} giorni; il giorno di punta, ${busiest}, ne ha registrate ${max}.`,
  chartTable: "Visualizzazioni di pagina al giorno",
  day: "Giorno",
  count: "Visualizzazioni di pagina",
  empty: (days) => `Nessuna visualizzazione di pagina registrata negli ultimi ${days} giorni`,
  failed: "Impossibile recuperare le visualizzazioni di pagina e gli eventi",
  typesCaption: (days) => `Eventi negli ultimi ${days} giorni`,
  type: "Evento",
  typeCount: "Numero",
  types: { page_view: "Visualizzazioni di pagina", begin_checkout: "Pagamenti avviati", share: "Link copiati" },
};
