import type * as en from "../manage.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of manage.ts.
export const manage: TTranslation<typeof en.manage> = {
  ownerTitle: "Gestisci i miei MyPin",
  loading: "Caricamento dei tuoi MyPin...",
  emptyTitle: "Ancora nessun MyPin",
  emptyBody: "Crea il tuo primo MyPin per iniziare a organizzare i tuoi luoghi",
  coordinatesUpdatedBadge: "Coordinate aggiornate",
  cancel: "Disdici",
  cancelled: "Disdetto",
  cancellationRequested: "Disdetta richiesta",
  editLocation: "Modifica posizione",
  shareLinkTooLong: "Questo MyPin genera un URL troppo lungo per creare un codice QR affidabile",
  loadFailed: "Impossibile caricare i MyPin",
  copyFailed: "Copia non riuscita",
  qrFailed: "Impossibile generare il codice QR. Riprova.",
  recordCancellationFailed: (detail) => `Impossibile registrare la disdetta: ${detail}`,
  cancellationSubmitted: "Disdetta inviata",
  cancellationScheduled: "Disdetta programmata",
  linkCopied: "Link del MyPin copiato!",
  qrDownloaded: "Codice QR scaricato!",
  cancelSubscriptionTitle: "Disdici l'abbonamento",
  confirmCancellation: "Conferma la disdetta",
};

export const managePage: TTranslation<typeof en.managePage> = {
  countCreated: (count) => plural("it", count, { one: "# MyPin creato", other: "# MyPin creati" }),
  signInPrompt: "Accedi per vedere e gestire i tuoi MyPin.",
  groupHeading: (tier, count) => `${tier} (${count})`,
  columns: {
    name: "Nome del MyPin",
    link: "Link del MyPin",
    copyLink: "Copia link",
    qrCode: "Codice QR",
    searchCount: "Ricerche",
    latitude: "Latitudine",
    longitude: "Longitudine",
    created: "Creato",
    lastUpdated: "Ultimo aggiornamento",
    actions: "Azioni",
  },
  copyLink: "Copia link",
  searchHistory: (count, days) =>
    plural("it", count, {
      one: `# ricerca negli ultimi ${days} giorni`,
      other: `# ricerche negli ultimi ${days} giorni`,
    }),
  qrCode: "Codice QR",
  pagination: "Pagine dei MyPin",
  pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
  previous: "Precedente",
  next: "Successiva",
  retry: "Riprova",
  cancelDialogBody: (name) =>
    `La disdetta di ${name} verrà programmata presso il nostro fornitore di pagamenti. ${name} resta attivo fino alla fine del periodo di fatturazione in corso e ti invieremo un'e-mail di conferma.`,
  keepSubscription: "Annulla",
  scheduledDetail: (name, date) => `${name} resta attivo fino alla data di scadenza: ${date}.`,
  submittedDetail:
    "La tua richiesta è stata registrata. La completeremo presso il nostro fornitore di pagamenti e ti invieremo un'e-mail.",
  unreachable: "Impossibile raggiungere MyPin",
};

export const standing: TTranslation<typeof en.standing> = {
  graceTitle: (name) => `${name} non si rinnova più`,
  graceBody: (date) =>
    `L'ultimo pagamento non è andato a buon fine, quindi l'abbonamento è terminato. Il MyPin continua a funzionare fino a questa data: ${date}. Dopo, il nome verrà liberato, a meno che tu non lo rinnovi.`,
  renew: "Rinnova",
  renewFailed: (detail) => `Impossibile avviare il rinnovo: ${detail}`,
  ended: "L'abbonamento di questo MyPin è terminato. Il nome verrà liberato a breve.",
  endsOn: (date) => `Scadenza: ${date}`,
  renewsOn: (date) => `Rinnovo: ${date}`,
  paymentFailed: "L'ultimo pagamento non è riuscito. Riproveremo; aggiorna la tua carta.",
  updateCard: "Aggiorna la carta",
};

export const billingPage: TTranslation<typeof en.billingPage> = {
  title: "Impostazioni di fatturazione",
  opening: "Apertura delle impostazioni di fatturazione...",
  failed: "Impossibile aprire le impostazioni di fatturazione.",
  retry: "Riprova",
  signInFirst: "Accedi per vedere le impostazioni di fatturazione.",
};

export const qrLink: TTranslation<typeof en.qrLink> = {
  invalid: "Questo link del codice QR non è valido",
  expired: "Questo link del codice QR è scaduto. Scarica di nuovo il codice QR.",
};

export const qr: TTranslation<typeof en.qr> = {
  noInput: "Nessun testo da codificare",
  tooBig: "La quantità di dati è troppo grande per essere memorizzata in un codice QR",
};

export const qrLimits: TTranslation<typeof en.qrLimits> = {
  tooMany: "Troppe richieste di codici QR. Attendi un po' prima di riprovare.",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indicazioni di arrivo",
  dialogTitle: (name) => `Indicazioni di arrivo per ${name}`,
  dialogBody:
    "Di’ ai visitatori cosa serve sapere una volta sul posto. Chiunque cerchi questo MyPin le vede, sotto il percorso e nel link di condivisione.",
  label: "Indicazioni",
  placeholder: "Suona al cancello 2. Parcheggio dietro il fienile.",
  charactersLeft: (count) => plural("it", count, { one: "Resta # carattere", other: "Restano # caratteri" }),
  charactersOver: (count) => plural("it", count, { one: "# carattere di troppo", other: "# caratteri di troppo" }),
  save: "Salva",
  cancel: "Annulla",
  saved: "Indicazioni salvate",
  removed: "Indicazioni rimosse",
  saveFailed: (detail) => `Impossibile salvare le indicazioni: ${detail}`,
  tooLong: "Le indicazioni di arrivo possono contenere al massimo 280 caratteri.",
  expletive: "Le indicazioni di arrivo non possono contenere parolacce.",
};

export const embedDialog: TTranslation<typeof en.embedDialog> = {
  button: "Incorpora",
  title: (name) => `Incorpora ${name} nel tuo sito`,
  body: "Mostra questa scheda sul tuo sito: incolla il codice nell'HTML della tua pagina.",
  codeLabel: "Codice da incollare",
  copy: "Copia codice",
  copied: "Codice di incorporamento copiato!",
  frameTitle: (name) => `${name} su MyPin`,
};
