import type * as en from "../transfers.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of transfers.ts. A date arrives as "8 gennaio 2026": its article elides before 8 and 11.
const elides = (date: string) => /^(8|11)(?!\d)/.test(date);
const il = (date: string) => (elides(date) ? `l'${date}` : `il ${date}`);
const al = (date: string) => (elides(date) ? `all'${date}` : `al ${date}`);

export const transferDialog: TTranslation<typeof en.transferDialog> = {
  button: "Trasferisci",
  title: (name) => `Trasferisci ${name}`,
  body: (name) =>
    `Proponi ${name} a un altro account. Il destinatario ha 7 giorni per accettare e, finché non lo fa, non cambia nulla: puoi ritirare la proposta in qualsiasi momento. Quando accetta, ${name} passa al suo account con la posizione, il codice QR, il link di condivisione e il periodo che hai già pagato; a quel punto il tuo abbonamento termina, senza rimborso.`,
  emailLabel: "E-mail del destinatario",
  send: "Invia la proposta",
  cancel: "Annulla",
  sent: "Proposta di trasferimento inviata",
  sentDetail: (email) => `Abbiamo inviato a ${email} un link per accettare o rifiutare.`,
  sendFailed: (detail) => `Impossibile inviare la proposta di trasferimento: ${detail}`,
  offeredTo: (email, date) => `Proposto a ${email} fino ${al(date)}`,
  withdraw: "Ritira la proposta",
  withdrawn: "Proposta di trasferimento ritirata",
  withdrawFailed: (detail) => `Impossibile ritirare la proposta di trasferimento: ${detail}`,
};

export const incomingTransfers: TTranslation<typeof en.incomingTransfers> = {
  heading: "Proposte ricevute",
  item: (name, from, date) => `${from} ti propone ${name}, fino ${al(date)}.`,
  review: "Vedi la proposta",
};

export const transferPage: TTranslation<typeof en.transferPage> = {
  loading: "Caricamento della proposta...",
  loadFailed: "Impossibile caricare la proposta.",
  retry: "Riprova",
  title: (name) => `Ti viene proposto ${name}`,
  offeredBy: (from) => `Proposto da ${from}`,
  openUntil: (date) => `La proposta è valida fino ${al(date)}.`,
  meaningHeading: "Se accetti",
  moves: (name) =>
    `${name} passa al tuo account con la posizione, le indicazioni di arrivo, il codice QR e il link di condivisione, che continuano tutti a funzionare.`,
  carried: (date) =>
    `Attivi un tuo abbonamento annuale. Il periodo già pagato passa a te insieme al nome, quindi oggi non paghi nulla e il primo pagamento verrà addebitato ${il(date)}.`,
  paidToday: (price) =>
    `Attivi oggi un tuo abbonamento annuale: paghi subito ${price}. (Restavano meno di due giorni già pagati, troppo pochi per trasferirli.)`,
  signIn: "Accedi o crea un account con l'indirizzo a cui è stata inviata questa offerta per accettarla.",
  signInButton: "Accedi per accettare",
  otherAccount:
    "Questa proposta è stata inviata a un altro indirizzo e-mail. Accedi con quell'indirizzo per accettarla.",
  accept: "Accetta e continua",
  decline: "Rifiuta",
  declined: "Proposta rifiutata",
  actionFailed: (detail) => `Impossibile rispondere alla proposta: ${detail}`,
  ended: "Questa proposta non è più valida",
  endedDetail: "È stata accettata, rifiutata o ritirata, oppure sono passati i 7 giorni a disposizione.",
  finishing: "Completamento del trasferimento...",
  done: (name) => `${name} è tuo`,
  doneDetail: "Lo trovi in «Gestisci i miei MyPin», con il codice QR e il link di condivisione di sempre.",
  toManage: "Vai ai miei MyPin",
  unpaid: "Il pagamento non è stato completato, quindi la proposta è ancora valida.",
};

export const transferRefusals: TTranslation<typeof en.transferRefusals> = {
  toSelf: "Non puoi trasferire un MyPin al tuo stesso account.",
  noSubscription: "Si può trasferire solo un MyPin con un abbonamento attivo.",
  inGrace: "Questo MyPin non può essere trasferito durante il periodo di tolleranza. Rinnovalo prima.",
  pastDue:
    "Questo MyPin non può essere trasferito perché l'ultimo pagamento non è andato a buon fine. Aggiorna prima la tua carta.",
  disputed: "Questo MyPin non può essere trasferito mentre un pagamento che lo riguarda è contestato.",
  checkoutOpen:
    "Questo MyPin non può essere trasferito mentre è in corso un pagamento che lo riguarda. Riprova tra mezz'ora.",
  locked: "Un MyPin si può trasferire solo 14 giorni dopo l'acquisto o l'ultimo trasferimento.",
  offerOpen: "Per questo MyPin c'è già una proposta di trasferimento aperta. Ritirala per farne un'altra.",
  notFound: "Questa proposta di trasferimento non esiste.",
  ended: "Questa proposta di trasferimento non è più valida.",
  otherAccount:
    "Questa proposta è stata inviata a un altro indirizzo e-mail. Accedi con quell'indirizzo per accettarla.",
  renewalPending:
    "Il pagamento del rinnovo di questo MyPin non è ancora andato a buon fine, quindi il nuovo anno non può ancora essere ceduto. Riprova tra un paio d'ore.",
  offersLimited:
    "Oggi sono state inviate troppe offerte di trasferimento, dal tuo account o a questo indirizzo. Riprova domani.",
};

export const transferEmails: TTranslation<typeof en.transferEmails> = {
  offer: {
    subject: (name) => `Ti viene offerto il MyPin «${name}»`,
    body: (from, name, place) => `${from} vorrebbe cederti il MyPin «${name}», che porta a questa posizione: ${place}.`,
    open: (date, link) => `La proposta è valida fino ${al(date)}. Qui puoi vederla e accettarla o rifiutarla: ${link}`,
    ignore: "Se non conosci il mittente, ignora questa e-mail: non cambia nulla finché non accetti.",
  },
  acceptedGiver: {
    subject: (name) => `«${name}» è stato trasferito`,
    body: (name, to) =>
      `${to} ha accettato la tua proposta: ora «${name}» è suo e il tuo abbonamento per questo MyPin è terminato.`,
  },
  acceptedRecipient: {
    subject: (name) => `«${name}» ora è tuo`,
    body: (name) => `«${name}» è passato al tuo account, con il suo codice QR e il suo link di condivisione.`,
    firstPayment: (date, price) =>
      `Il tuo abbonamento costa ${price}; il primo pagamento verrà addebitato ${il(date)}.`,
    share: (link) => `Condividilo con questo link: ${link}`,
  },
  declined: {
    subject: (name) => `La tua proposta per «${name}» è stata rifiutata`,
    body: (name, to) => `${to} ha rifiutato la tua proposta: «${name}» resta tuo.`,
  },
  expiredGiver: {
    subject: (name) => `La tua proposta per «${name}» è scaduta`,
    body: (name, to) => `${to} non ha accettato entro 7 giorni: «${name}» resta tuo.`,
  },
  expiredRecipient: {
    subject: (name) => `La proposta per «${name}» è scaduta`,
    body: (name) => `La proposta per «${name}» non è stata accettata entro 7 giorni ed è scaduta.`,
  },
  withdrawn: {
    subject: (name) => `La proposta per «${name}» è stata ritirata`,
    byOwner: (name) => `Il titolare di «${name}» ha ritirato la proposta. Sul tuo account non è cambiato nulla.`,
    byStaff: (name) =>
      `Il nostro team di assistenza ha ritirato la proposta per «${name}». Sul tuo account non è cambiato nulla; se hai domande, rispondi a questa e-mail.`,
  },
  withdrawnGiver: {
    subject: (name) => `La tua proposta per «${name}» è stata ritirata`,
    body: (name) =>
      `Il nostro team di assistenza ha ritirato la tua proposta per «${name}»: il MyPin resta tuo. Se hai domande, rispondi a questa e-mail.`,
  },
};
