import type * as en from "../emails.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of emails.ts. A date arrives as "8 gennaio 2026": its article elides before 8 and 11.
const elides = (date: string) => /^(8|11)(?!\d)/.test(date);
const il = (date: string) => (elides(date) ? `l'${date}` : `il ${date}`);
const al = (date: string) => (elides(date) ? `all'${date}` : `al ${date}`);

export const emailTexts: TTranslation<typeof en.emailTexts> = {
  ignoreIfNotYou: "Se non l'hai richiesto tu, puoi ignorare questa e-mail.",
  yearly: (price) => `${price} all'anno`,
  place: (latitude, longitude) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "Il tuo codice di verifica MyPin",
    code: (code) => `Il tuo codice di verifica MyPin è ${code}.`,
    expires: (minutes) =>
      plural("it", minutes, {
        one: "Scade tra # minuto. Inseriscilo nella schermata di registrazione, oppure apri questo link per verificare il tuo indirizzo e-mail:",
        other:
          "Scade tra # minuti. Inseriscilo nella schermata di registrazione, oppure apri questo link per verificare il tuo indirizzo e-mail:",
      }),
  },
  passwordReset: {
    subject: "Reimposta la tua password di MyPin",
    body: (hours) =>
      plural("it", hours, {
        one: "Apri questo link per scegliere una nuova password di MyPin. Funziona una sola volta e scade tra # ora:",
        other: "Apri questo link per scegliere una nuova password di MyPin. Funziona una sola volta e scade tra # ore:",
      }),
  },
  passwordChanged: {
    subject: "La tua password di MyPin è stata cambiata",
    body: (date) =>
      `La password del tuo account MyPin è stata cambiata ${il(date)}. Tutti gli altri dispositivi connessi al tuo account sono stati disconnessi.`,
    notYou:
      "Se non l'hai cambiata tu, qualcun altro potrebbe conoscere la tua password. Reimpostala subito con «Password dimenticata?» nella pagina di accesso:",
  },
  signInPaused: {
    subject: "L'accesso al tuo account MyPin è sospeso",
    body: "Nell'ultima ora qualcuno ha tentato molte volte, da molti indirizzi diversi, di accedere al tuo account MyPin con una password errata, quindi l'accesso all'account è sospeso per un massimo di un'ora. La tua password continua a proteggere il tuo account.",
    reset: (link) =>
      `Per accedere subito, reimposta la password con «Password dimenticata?» nella pagina di accesso; la reimpostazione ti fa entrare immediatamente e pone fine alla sospensione: ${link}`,
    notYou: "Se non hai tentato tu di accedere, non devi fare nulla.",
  },
  cancellation: {
    subject: (mypin) => `Disdetta del tuo MyPin «${mypin}»`,
    body: (mypin) => `L'abbonamento per «${mypin}» è stato disdetto e non verrà rinnovato.`,
    liveUntil: (mypin, date) =>
      `«${mypin}» resta attivo fino ${al(date)}, la fine del periodo di fatturazione in corso.`,
  },
  renewalNotice: {
    subject: (mypin, date) => `Il tuo MyPin «${mypin}» si rinnova ${il(date)}`,
    body: (mypin, date, price) =>
      `L'abbonamento annuale per «${mypin}» si rinnova ${il(date)} al prezzo di ${price}. Per mantenerlo non devi fare nulla.`,
    billing: (link) =>
      `Per aggiornare la carta o disdire prima di quella data, apri le impostazioni di fatturazione: ${link}`,
  },
  trialEnding: {
    subject: (mypin, date) => `La prova gratuita del MyPin «${mypin}» termina ${il(date)}`,
    body: (mypin, date, price) =>
      `La tua prova gratuita termina ${il(date)}, poi il prezzo sarà di ${price}. «${mypin}» continua a funzionare senza interruzioni; il primo pagamento viene addebitato quel giorno.`,
    billing: (link) =>
      `Per aggiornare la carta o disdire prima di allora, apri le impostazioni di fatturazione: ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin, date) => `Il tuo MyPin «${mypin}» scade ${il(date)}`,
    body: (mypin, date) =>
      `L'abbonamento per «${mypin}» è stato disdetto e termina ${il(date)}. Dopo quella data il nome verrà liberato e chiunque potrà acquistarlo.`,
    renew: (link) =>
      `Per mantenerlo, rinnova l'abbonamento nelle impostazioni di fatturazione prima di allora: ${link}`,
  },
  paymentFailed: {
    subject: (mypin) => `Il pagamento per il tuo MyPin «${mypin}» non è riuscito`,
    body: (mypin, price) =>
      `Non siamo riusciti ad addebitare il pagamento di ${price} per «${mypin}». Il MyPin continua a funzionare mentre riproviamo nei prossimi giorni.`,
    billing: (link) => `Aggiorna la tua carta nelle impostazioni di fatturazione: ${link}`,
  },
  graceStarted: {
    subject: (mypin, date) => `Il tuo MyPin «${mypin}» verrà liberato ${il(date)}`,
    body: (mypin, date) =>
      `L'abbonamento per «${mypin}» è terminato perché il pagamento non è andato a buon fine. «${mypin}» continua a funzionare fino ${al(date)} e fino ad allora nessun altro può prenderlo.`,
    renew: (date, link) =>
      `Il nome verrà liberato ${il(date)}, a meno che tu non lo rinnovi. Per rinnovarlo, accedi e scegli «Rinnova» tra i tuoi MyPin: ${link}`,
  },
  pinReleased: {
    subject: (mypin) => `Il tuo MyPin «${mypin}» è stato liberato`,
    body: (mypin) =>
      `L'abbonamento per «${mypin}» è terminato, quindi «${mypin}» non porta più da nessuna parte e chiunque può acquistare il nome.`,
    searchAgain: (link) => `Se vuoi riaverlo, cercalo finché è ancora libero: ${link}`,
  },
  receipt: {
    subject: (mypin) => `Il tuo MyPin «${mypin}» è attivo`,
    body: (mypin) =>
      `Grazie: «${mypin}» è tuo. Da ora chiunque lo cerchi ottiene le indicazioni per il luogo che hai scelto.`,
    plan: (tier, price) => `Piano: ${tier}, ${price}, con rinnovo annuale fino alla disdetta.`,
    trialEnds: (date) => ` La tua prova gratuita termina ${il(date)}; il primo pagamento verrà addebitato quel giorno.`,
    share: (link) => `Condividilo con questo link: ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin) => `Non è stato possibile creare il tuo MyPin «${mypin}»`,
    body: (mypin) =>
      `Qualcun altro ha completato l'acquisto di «${mypin}» pochi istanti prima del tuo pagamento, quindi non è stato possibile crearlo per te.`,
    refunded: (price) =>
      `Il tuo abbonamento è stato annullato e il pagamento di ${price} ti è stato rimborsato per intero.`,
    nothingCharged: "Il tuo abbonamento è stato annullato; non ti è stato addebitato nulla.",
    sorry: "Ci dispiace. Scegli un altro nome.",
  },
  trialRefused: {
    subject: (mypin) => `La prova gratuita del MyPin «${mypin}» non è iniziata`,
    body: (mypin, reason) => `Grazie: «${mypin}» è tuo. ${reason}`,
    oneTrial: (link) =>
      `MyPin offre una prova gratuita per account e una per carta. Per vedere l'abbonamento o disdirlo, apri i tuoi MyPin: ${link}`,
  },
  paymentReversed: {
    subject: (mypin, date) => `Il tuo MyPin «${mypin}» verrà liberato ${il(date)}`,
    disputed: (mypin) =>
      `Il pagamento per «${mypin}» è stato contestato presso l'emittente della tua carta e la contestazione si è risolta a tuo favore: il denaro ti è stato restituito e l'abbonamento è stato annullato.`,
    refunded: (mypin) =>
      `Il pagamento per «${mypin}» è stato rimborsato per intero, quindi l'abbonamento è stato annullato.`,
    carried: (mypin) =>
      `Il pagamento che copriva il periodo ricevuto con «${mypin}» quando ti è stato trasferito è stato stornato al precedente titolare: quel periodo è quindi terminato e l'abbonamento è stato annullato.`,
    keepsWorking: (mypin, date, link) =>
      `«${mypin}» continua a funzionare fino ${al(date)} e fino ad allora nessun altro può prenderlo. Per mantenerlo, accedi e scegli «Rinnova» tra i tuoi MyPin: ${link}`,
  },
  pinMoved: {
    subject: (mypin) => `Il tuo MyPin «${mypin}» è stato spostato`,
    byStaff: (mypin) =>
      `Il nostro team di assistenza ha spostato «${mypin}». Chiunque lo cerchi, o ne apra il link o il codice QR, ora viene indirizzato alla nuova posizione.`,
    byOwner: (mypin) =>
      `Hai spostato «${mypin}». Chiunque lo cerchi, o ne apra il link o il codice QR, ora viene indirizzato alla nuova posizione.`,
    places: (before, now) => `Prima: ${before}\nOra: ${now}`,
    staffAdvice: (link) =>
      `Se non è qui che dovrebbe portare, riportalo alla posizione precedente dai tuoi MyPin e segnalacelo tramite il modulo di contatto: ${link}`,
    ownerAdvice: (link) =>
      `Se non l'hai spostato tu, qualcun altro potrebbe avere accesso al tuo account: riportalo alla posizione precedente dai tuoi MyPin e cambia la password, così tutti gli altri dispositivi verranno disconnessi: ${link}`,
  },
  pinRenamed: {
    subject: (from, to) => `Il tuo MyPin «${from}» ora si chiama «${to}»`,
    body: (from, to) =>
      `Il nostro team di assistenza ha rinominato il tuo MyPin «${from}» in «${to}». Porta allo stesso luogo, l'abbonamento e il numero di ricerche restano invariati e «${from}» non porta più da nessuna parte.`,
    share: (link) =>
      `Condividilo con questo link (un codice QR salvato in precedenza mostra il vecchio nome; scaricane uno nuovo dai tuoi MyPin): ${link}`,
  },
  pinDeleted: {
    subject: (mypin) => `Il tuo MyPin «${mypin}» è stato eliminato`,
    body: (mypin, reason) =>
      `Il nostro team di assistenza ha eliminato definitivamente «${mypin}» perché ${reason}. Il suo abbonamento è stato annullato e non ti verrà più addebitato nulla.`,
    refunded: (price) =>
      `Ti abbiamo rimborsato ${price} per la parte non usata dell'abbonamento. L'importo arriverà sulla tua carta entro 5-10 giorni.`,
    nothingRefunded: "Non è stato rimborsato nulla.",
    mistake: "Se pensi che si tratti di un errore, scrivici tramite il modulo di contatto sul nostro sito.",
  },
  contact: {
    subject: (subject) => `Modulo di contatto: ${subject}`,
    from: (email) => `Da: ${email}`,
  },
};
