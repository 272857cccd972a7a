import type * as en from "../developers.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of developers.ts. A date arrives as "8 nov 2026": its article elides before 8 and 11.
const elides = (date: string) => /^(8|11)(?!\d)/.test(date);
const il = (date: string) => (elides(date) ? `l'${date}` : `il ${date}`);
const dal = (date: string) => (elides(date) ? `dall'${date}` : `dal ${date}`);

export const apiRefusals: TTranslation<typeof en.apiRefusals> = {
  keyMissing: "Invia la tua chiave API nell'header Authorization (Bearer mp_…) o in X-Api-Key.",
  keyInvalid: "Questa chiave API non è valida. Controlla di averla copiata per intero o creane una nuova.",
  keyRevoked: "Questa chiave API è stata revocata o ruotata. Usa il suo nuovo segreto o crea una nuova chiave.",
  wrongWebsite:
    "Questa chiave browser non può essere usata da questo sito web. Aggiungi il sito all'elenco della chiave o usa un'altra chiave.",
  burst: "Troppe chiamate con questa chiave in pochi secondi. Attendi un momento e riprova.",
  monthly: "Questo account ha esaurito le chiamate API gratuite di questo mese. Tornano disponibili il giorno 1 (UTC).",
  keyLimit: "Hai già 10 chiavi API. Revocane una prima di crearne un'altra.",
  keyNotFound: "Questa chiave API non esiste o è stata revocata.",
  keyLookups:
    "Troppe chiavi API sconosciute dal tuo indirizzo. Controlla di aver copiato la chiave per intero e riprova tra un minuto.",
  keyCap:
    "Questa chiave ha già fatto tutte le chiamate che il suo proprietario le concede questo mese. Tornano disponibili il giorno 1 (UTC).",
  creationsPerDay: "Hai creato 20 chiavi API nelle ultime 24 ore. Aspetta un po' prima di crearne un'altra.",
  revocationsPerDay:
    "Hai ruotato o revocato 20 chiavi API nelle ultime 24 ore. Aspetta un po' prima di ruotarne o revocarne un'altra.",
  capWhole: "Inserisci il limite mensile come numero intero di chiamate, almeno 1",
  capAbove: (max) => `Il limite mensile di una chiave non può superare le ${max} chiamate gratuite dell'account`,
  nameRequired: "Dai un nome alla chiave",
  nameTooLong: "Il nome di una chiave può contenere al massimo 60 caratteri",
  websiteRequired: "Una chiave browser richiede almeno un sito web",
  websiteInvalid: "Inserisci l'indirizzo del sito web, ad esempio https://example.com",
  tooManyWebsites: "Una chiave browser può contenere al massimo 10 siti web",
  serverKeyWebsites: "Una chiave server non è legata a nessun sito web: lascia vuoto l'elenco",
};

export const apiKeysPage: TTranslation<typeof en.apiKeysPage> = {
  title: "Chiavi API",
  intro:
    "Con le chiavi, il tuo sito web o la tua app può cercare i MyPin tramite l'API di MyPin. Ogni account ha 1000 chiamate gratuite al mese, condivise tra tutte le sue chiavi.",
  guideLink: "Leggi la guida per sviluppatori",
  signInFirst: "Accedi per vedere e creare le tue chiavi API.",
  loading: "Caricamento delle chiavi API...",
  loadFailed: "Impossibile caricare le chiavi API.",
  retry: "Riprova",
  usageHeading: "Questo mese",
  usage: (used, quota) => `Hai usato ${used} chiamate gratuite su ${quota}`,
  resets: (date) => `Le chiamate gratuite tornano disponibili ${il(date)}.`,
  usageChart: (month) => `Chiamate giornaliere di ${month}`,
  dayCalls: (day, calls) => plural("it", calls, { one: `${day}: # chiamata`, other: `${day}: # chiamate` }),
  noCallsYet: "Ancora nessuna chiamata questo mese.",
  keysHeading: "Le tue chiavi",
  empty: "Non hai ancora chiavi API. Creane una per fare la tua prima chiamata.",
  create: "Crea chiave",
  serverKey: "Chiave server",
  browserKey: "Chiave browser",
  endsWith: (hint) => `Termina con …${hint}`,
  created: (date) => `Creata ${il(date)}`,
  rotated: (date) => `Nuovo segreto ${dal(date)}`,
  callsThisMonth: (calls) => plural("it", calls, { one: "# chiamata questo mese", other: "# chiamate questo mese" }),
  websites: "Funziona su",
  rename: "Rinomina",
  rotate: "Ruota",
  revoke: "Revoca",
  callsOfCap: (calls, cap) =>
    plural("it", cap, { one: `${calls} su # chiamata questo mese`, other: `${calls} su # chiamate questo mese` }),
  cap: "Limite mensile",
};

export const apiKeyDialogs: TTranslation<typeof en.apiKeyDialogs> = {
  createTitle: "Crea una chiave API",
  createDescription: "Dai alla chiave il nome di ciò che la userà, così in seguito saprai quale ruotare o revocare.",
  nameLabel: "Nome",
  namePlaceholder: "App consegne",
  kindLabel: "Tipo",
  serverKind: "Chiave server",
  serverKindHint:
    "Per i tuoi server e le tue app. Tienila segreta: chiunque la possieda può consumare le tue chiamate.",
  browserKind: "Chiave browser",
  browserKindHint:
    "Per le tue pagine web. Funziona solo sui siti web che indichi, quindi può stare nel codice di una pagina.",
  websitesLabel: "Siti web",
  websitesHint: "Un indirizzo per riga, ad esempio https://example.com",
  createSubmit: "Crea chiave",
  cancel: "Annulla",
  createFailed: (detail) => `Impossibile creare la chiave: ${detail}`,
  secretTitle: "Copia subito la tua chiave",
  secretBody:
    "È l'unica volta che ti mostriamo questa chiave. Conservala in un posto sicuro; se la perdi, ruota la chiave per ottenerne una nuova.",
  secretLabel: (name) => `Chiave per ${name}`,
  copy: "Copia chiave",
  copied: "Chiave copiata",
  copyFailed: "Copia non riuscita. Seleziona la chiave e copiala manualmente.",
  done: "Fatto",
  renameTitle: (name) => `Rinomina ${name}`,
  renameSubmit: "Salva nome",
  renamed: "Chiave rinominata",
  renameFailed: (detail) => `Impossibile rinominare la chiave: ${detail}`,
  rotateTitle: (name) => `Ruotare ${name}?`,
  rotateBody:
    "La chiave riceve un nuovo segreto e quello attuale smette subito di funzionare. Nome, siti web e chiamate restano invariati.",
  rotateSubmit: "Ruota chiave",
  rotateFailed: (detail) => `Impossibile ruotare la chiave: ${detail}`,
  revokeTitle: (name) => `Revocare ${name}?`,
  revokeBody: "Tutto ciò che usa questa chiave smette subito di funzionare. L'operazione non può essere annullata.",
  revokeSubmit: "Revoca chiave",
  revoked: "Chiave revocata",
  revokeFailed: (detail) => `Impossibile revocare la chiave: ${detail}`,
  capLabel: "Limite mensile",
  capHint: (max) =>
    `Il numero massimo di chiamate che questa chiave può fare in un mese, da 1 a ${max}. Lascia vuoto per farle usare tutte le chiamate gratuite dell'account.`,
  capTitle: (name) => `Limite mensile di ${name}`,
  capDescription:
    "Un limite impedisce a una sola chiave di consumare tutte le chiamate del tuo account, per esempio una chiave browser copiata dal codice della tua pagina, dove chiunque può vederla.",
  capSubmit: "Salva limite",
  capSaved: "Limite mensile salvato",
  capFailed: (detail) => `Impossibile salvare il limite: ${detail}`,
};

export const developersPage: TTranslation<typeof en.developersPage> = {
  title: "MyPin per sviluppatori",
  intro:
    "Recupera un MyPin dal tuo sito web o dalla tua app e porta corrieri, ospiti o clienti dritti alla porta giusta. JSON in sola lettura, gratis fino a 1000 chiamate al mese.",
  getKey: "Ottieni una chiave API",
  quickStartHeading: "Inizia in cinque minuti",
  stepKey:
    "Crea una chiave nella pagina delle tue chiavi API. Usa una chiave server sui tuoi server e una chiave browser nelle pagine web.",
  stepCall: "Richiedi un MyPin tramite il suo nome:",
  stepJavaScript: "Oppure da JavaScript:",
  stepAnswer:
    "Ricevi le coordinate, la località più vicina, le indicazioni di arrivo del titolare e i link per il percorso:",
  copyCode: "Copia",
  codeCopied: "Copiato",
  limitsHeading: "Limiti",
  limits:
    "1000 chiamate gratuite al mese per account e 20 chiamate per chiave in qualsiasi intervallo di 10 secondi. Ogni risposta include gli header RateLimit-Policy e RateLimit; se superi un limite ricevi un 429 con Retry-After. Nella pagina delle chiavi API puoi dare a una chiave un limite mensile tutto suo: così una chiave browser, che chiunque può copiare dalla tua pagina, non potrà consumare tutte le tue chiamate.",
  embedHeading: "Mostra una scheda MyPin sul tuo sito",
  embed:
    "I titolari trovano il codice di incorporamento di ogni MyPin in «Gestisci i miei MyPin»: una piccola scheda con la mappa e i pulsanti per le indicazioni, da inserire in un iframe sul tuo sito.",
  referenceHeading: "Riferimento",
  referenceNote: "Il riferimento è scritto in inglese.",
  document: "Documento OpenAPI 3.1",
  parameters: "Parametri",
  answers: "Risposte",
  required: "obbligatorio",
};
