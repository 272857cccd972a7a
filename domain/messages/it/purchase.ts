import { plural } from "../plural.ts";
import type * as en from "../purchase.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of purchase.ts.
export const promoRefusal: TTranslation<typeof en.promoRefusal> = {
  wrongTier: (code, tier) =>
    `${code} offre una prova gratuita solo sui nomi ${tier === "premium" ? "Premium" : "Basic"}.`,
  trialUsed: "Questo account ha già usufruito della prova gratuita.",
};

export const trialLimits: TTranslation<typeof en.trialLimits> = {
  checkoutReplaced:
    "Contemporaneamente è stato aperto un altro pagamento con la tua prova gratuita. Ricomincia da capo.",
  refusedTitle: "La tua prova gratuita non è iniziata",
  refused: {
    account:
      "Questo account ha già usufruito della prova gratuita, quindi l'abbonamento è iniziato oggi e il primo anno è stato addebitato.",
    card: "La carta con cui hai pagato ha già usufruito di una prova gratuita, quindi l'abbonamento è iniziato oggi e il primo anno è stato addebitato.",
  },
};

export const create: TTranslation<typeof en.create> = {
  paymentFailed: "Errore di pagamento: impossibile avviare il pagamento. Riprova.",
  authToPay: "Errore di autenticazione: accedi per procedere con il pagamento",
  authAgain: "Errore di autenticazione: accedi di nuovo per continuare",
  promoIssue: "Problema con il codice promozionale",
  promoUnavailable: "Impossibile convalidare il codice promozionale. Riprova.",
  promoInvalid: "Codice promozionale non valido",
  promoErrorTitle: "Errore del codice promozionale",
  secureFailed: "Impossibile riservare il MyPin per la creazione. Riprova.",
  coordinatesFailed: "Impossibile aggiornare le coordinate. Riprova.",
  noLongerAvailable:
    "MyPin non più disponibile: questo MyPin è stato preso da un altro utente durante la tua prenotazione virtuale.",
  purchaseResumeFailed: "Impossibile proseguire con l'acquisto. Riprova.",
  creationResumeFailed: "Impossibile proseguire con la creazione del MyPin. Riprova.",
  noCheckoutUrl: "Nessun URL di pagamento ricevuto dal servizio di pagamento",
  requiredForPayment: "Per il pagamento serve un MyPin",
  creatingTitle: (name) => `Creazione del MyPin: ${name}`,
  editingTitle: (name) => `Modifica della posizione: ${name}`,
  addressPlaceholder: "Inserisci un indirizzo...",
  markerHint: "Sposta l'indicatore nel punto esatto che desideri",
  buy: "Acquista MyPin",
  save: "Salva MyPin",
  placeHelpTitle: "Come posizionare il tuo MyPin",
  loading: "Caricamento del tuo MyPin...",
};

export const holdLimits: TTranslation<typeof en.holdLimits> = {
  perAccount:
    "Puoi tenere riservati al massimo 10 MyPin alla volta. Acquistane uno o rinuncia a uno prima di riservarne un altro.",
  perBrowser:
    "Senza accedere puoi tenere riservati al massimo 3 MyPin alla volta. Accedi per riservarne di più, oppure rinuncia prima a uno.",
  perAddress:
    "Dalla tua rete sono riservati troppi MyPin senza accesso. Accedi per riservarne uno, oppure riprova tra qualche minuto.",
  unpaidCheckouts:
    "Nell'ultimo giorno hai avviato due pagamenti per questo MyPin senza completarli, quindi per ora è disponibile per altri. Riprova più tardi.",
  timeLimit:
    "Hai tenuto riservato questo MyPin per 30 minuti senza pagare, quindi per un po' è disponibile per altri. Riprova più tardi.",
};

export const paymentLimits: TTranslation<typeof en.paymentLimits> = {
  tooMany: "Troppe richieste di pagamento. Attendi un po' prima di riprovare.",
};

export const locks: TTranslation<typeof en.locks> = {
  noLongerAvailable: "Il MyPin non è più disponibile",
  reservedByAnother: "Il MyPin è stato riservato da un altro utente",
  lockFailed: "Impossibile creare il blocco temporaneo",
};

export const availability: TTranslation<typeof en.availability> = {
  taken: "Ci dispiace, qualcun altro ha già questo MyPin. Provane un altro",
  reserved: "Questo MyPin è temporaneamente riservato da un altro utente. Provane un altro o torna più tardi.",
  unable: "Impossibile verificare la disponibilità. Riprova.",
  cancelAnytime: "Disdici quando vuoi",
  reservationLost: "Questo MyPin non è più riservato per te. Ricomincia da capo.",
  reservationUnverified: "Impossibile verificare la prenotazione del MyPin. Riprova.",
  timeExpired: "Tempo scaduto. Verifica di nuovo la disponibilità.",
  protectionExpired: "La protezione del tuo MyPin è scaduta. Ricomincia da capo.",
};

export const availabilityPage: TTranslation<typeof en.availabilityPage> = {
  intro:
    "Digita il nome che vuoi per il tuo luogo. Ne verifichiamo il formato mentre scrivi; se è libero, lo teniamo riservato per te mentre lo posizioni sulla mappa.",
  nameLabel: "Il tuo MyPin",
  namePlaceholder: "es. Rose.Cottage",
  check: "Verifica disponibilità",
  title: "Verifica se il nome perfetto è disponibile",
};

export const reservationPage: TTranslation<typeof en.reservationPage> = {
  checking: "Verifica della prenotazione...",
  intro: "Questo nome è riservato per te. Posizionalo sulla mappa prima che scada il tempo.",
  tierPrice: (tier, price) => `${tier} · ${price}`,
  timerLabel: "Tempo rimasto per completare il tuo MyPin",
  placeOnMap: "Posiziona il tuo MyPin sulla mappa",
  chooseAnother: "Scegli un altro nome",
  returning: "Ti stiamo riportando alla verifica della disponibilità...",
  title: "Il tuo MyPin è riservato",
};

export const paymentReturn: TTranslation<typeof en.paymentReturn> = {
  sessionNotFound: "Errore: sessione di pagamento non trovata. Riprova.",
  saveFailed: "Errore: impossibile salvare il MyPin",
  unsuccessful: "Errore: pagamento non riuscito. Il MyPin non è stato salvato nel tuo account",
  refunded:
    "Errore: pagamento non riuscito. Il MyPin non è stato salvato nel tuo account. Qualcun altro ha completato l'acquisto di questo MyPin prima di te; il tuo pagamento è stato rimborsato e ti abbiamo inviato un'e-mail.",
};

export const success: TTranslation<typeof en.success> = {
  createdSuccessfully: "MyPin creato correttamente",
  created: "MyPin creato!",
  renewed: "MyPin rinnovato!",
  coordinatesUpdated: "Coordinate aggiornate!",
  coordinatesCopied: "Coordinate copiate!",
  promoApplied: "Codice promozionale applicato!",
  promoAppliedDetail: (discount) => `Riceverai ${discount} sul tuo abbonamento`,
};

const PLACING_STEPS = [
  "Cerca un indirizzo, oppure sposta e ingrandisci la mappa fino alla zona.",
  "Trascina l'indicatore, o tocca la mappa, per segnare il punto esatto.",
] as const;

export const purchase: TTranslation<typeof en.purchase> = {
  latitude: "Latitudine",
  longitude: "Longitudine",
  mapLabel: (name) => `Mappa per posizionare ${name}`,
  markerLabel: "Il tuo MyPin: trascinalo o spostalo con i tasti freccia",
  searchAddress: "Cerca",
  movedTo: (place) => `Mappa spostata su ${place}`,
  placeHelpIntro: "Tre passaggi per il punto giusto:",
  placeSteps: [...PLACING_STEPS, "Premi «Acquista MyPin» per scegliere un codice promozionale e pagare."],
  editSteps: [...PLACING_STEPS, "Premi «Salva MyPin» per memorizzare la nuova posizione."],
  promoTitle: "Hai un codice promozionale?",
  promoIntro: "Inseriscilo per ottenere lo sconto, oppure passa direttamente al pagamento.",
  promoLabel: "Codice promozionale",
  apply: "Applica",
  skip: "Salta",
  tryAnotherCode: "Prova un altro codice",
  skipAndContinue: "Salta e continua",
  confirming: "Conferma del pagamento in corso...",
  tier: "Fascia",
  price: "Prezzo",
  shareLink: "Link di condivisione",
  viewPin: "Vedi il tuo MyPin",
  retry: "Riprova",
  cancelledBody: (name) => `Non ti è stato addebitato nulla e ${name} non è più riservato per te.`,
  cancelledNoName: "Non ti è stato addebitato nulla.",
  cancelledTitle: "Pagamento annullato",
};

export const discountWords: TTranslation<typeof en.discountWords> = {
  daysFree: (days) => plural("it", days, { one: "# giorno gratis", other: "# giorni gratis" }),
  percentOff: (percent) => `${percent}% di sconto`,
  amountOff: (amount) => `${amount} di sconto`,
  noDiscount: "nessuno sconto",
};
