import type * as en from "../names.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of names.ts.
export const nameRules: TTranslation<typeof en.nameRules> = {
  empty: "Il MyPin non può essere vuoto",
  consecutivePeriods: "Non sono consentiti punti consecutivi",
  forbiddenCharacters: "Questi caratteri non sono consentiti: # % & ? + / \\ \" ' < >",
  simpleSpaces: "Il formato Simple non può contenere spazi all'interno delle parole",
  basicSpaces: "Il formato Basic non può contenere spazi all'interno delle parole",
  periodCount:
    "Formato con punti non valido: servono esattamente 2 parole (Simple) o 3 parole (Basic) separate da punti",
  premiumTooLong: "Un MyPin Premium può contenere al massimo 30 caratteri",
  invisibleCharacters:
    "Il MyPin non può contenere caratteri invisibili (come spazi a larghezza zero, trattini facoltativi o segni di direzione del testo)",
  dottedTooLong: "I MyPin Simple e Basic possono contenere al massimo 63 caratteri",
  stackedMarks: "Il MyPin non può ripetere un accento né sovrapporre più di quattro accenti sulla stessa lettera",
  looseMarks:
    "Il MyPin non può contenere un accento digitato come segno separato: digita direttamente la lettera accentata (come é)",
  shareLinkTooLong: "Il MyPin è troppo lungo per generare un codice QR affidabile. Usa un nome più breve.",
  invalidFormat: "Formato del MyPin non valido",
  validFormat: (tier) => `Formato ${tier} valido`,
};

export const formatGuide: TTranslation<typeof en.formatGuide> = {
  title: "Guida ai formati dei MyPin",
  examples: "Esempi",
  premium: {
    name: "Premium",
    help: "Fino a 30 caratteri tra lettere, numeri, spazi e segni di punteggiatura sicuri",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Due parole separate da un punto, senza spazi",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Tre parole separate da punti, senza spazi",
    examples: ["My3.House6.Place"],
  },
};

export const nameStatus: TTranslation<typeof en.nameStatus> = {
  exists: "Questo MyPin esiste già, scegline un altro",
  alreadyExists: "MyPin già esistente: questo MyPin è già stato preso. Prova un nome diverso.",
  temporarilyUnavailable:
    "MyPin temporaneamente non disponibile: qualcun altro sta cercando di creare questo MyPin in questo momento. Riprova tra qualche minuto.",
  availabilityFailed: "Impossibile verificare la disponibilità del MyPin. Riprova.",
  tooManyLookups: "Troppe verifiche di disponibilità dalla tua rete. Attendi un minuto prima di riprovare.",
};

export const namePolicy: TTranslation<typeof en.namePolicy> = {
  expletive: "Il MyPin non può contenere volgarità. Scegli un altro nome.",
  mixedScripts:
    "Il MyPin non può mescolare lettere di alfabeti diversi (per esempio latino e cirillico). Usa un solo alfabeto.",
  reserved:
    "Questo MyPin è un nome di marchio riservato e non è in vendita. Se il marchio è tuo, chiedici tramite il modulo di contatto di liberarlo per te.",
};
