import type * as en from "../landing.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of landing.ts.
export const landing: TTranslation<typeof en.landing> = {
  searchPlaceholder: "Inserisci un MyPin da cercare",
  getDirections: "Ottieni indicazioni",
  createPlaceholder: "Inserisci un nome per il tuo luogo",
  createButton: "Crea MyPin",
  manageButton: "Gestisci i MyPin",
  signInNote: "Dovrai accedere al momento della conferma",
  howItWorks: "Come funziona",
};

export const landingPage: TTranslation<typeof en.landingPage> = {
  headline: "Un nome breve per ogni luogo",
  tagline: "Cerca un MyPin per ottenere le indicazioni, o creane uno tuo per i luoghi che contano per te.",
  searchTitle: "Trova un luogo",
  searchIntro: "Digita un MyPin per ottenere le indicazioni per raggiungerlo.",
  topSearched: "MyPin più cercati",
  createTitle: "Dai un nome al tuo luogo",
  createIntro: "Dai alla tua casa, al tuo negozio o alla tua location un nome che chiunque può trovare.",
  formatHelpHeading: "Formati consentiti",
  howItWorksSteps: [
    { title: "Dagli un nome", body: "Scegli un MyPin breve e facile da ricordare e posizionalo sulla mappa." },
    { title: "Condividilo", body: "Invia il link o stampa il codice QR per ospiti e clienti." },
    { title: "Trovalo", body: "Chiunque cerca il MyPin e ottiene le indicazioni nella propria app di mappe." },
  ],
  occasionsTitle: "Pensato per ogni luogo",
  occasions: ["Case", "Negozi", "Location per matrimoni", "Case vacanza", "Targhe personalizzate"],
};
