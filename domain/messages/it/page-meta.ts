import type * as en from "../page-meta.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of page-meta.ts.
const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles: TTranslation<typeof en.pageTitles> = {
  home: "MyPin: un nome breve e facile da ricordare per qualsiasi luogo",
  renters: suffix("Indicazioni per gli ospiti del tuo alloggio"),
  carReg: suffix("Trasforma la tua targa personalizzata in un luogo"),
  wedding: suffix("Indicazioni per tutti gli invitati al matrimonio"),
  business: suffix("Aiuta i clienti a trovare la tua porta"),
  landing: suffix("Verifica se il tuo nome è disponibile"),
  reservation: suffix("Riserva il tuo nome"),
  cta: suffix("Dagli un nome, condividilo, trovalo"),
  pricing: suffix("Prezzi"),
  about: suffix("Chi siamo"),
  shareMyPins: suffix("Condividi i tuoi MyPin"),
  qrExample: suffix("Esempio di codice QR"),
  contact: suffix("Contattaci"),
  terms: suffix("Termini di servizio"),
  privacy: suffix("Informativa sulla privacy"),
  cookies: suffix("Informativa sui cookie"),
  cookieSettings: suffix("Impostazioni dei cookie"),
  share: suffix("Apertura di un MyPin"),
  transfer: suffix("Offerta di trasferimento"),
  paymentSuccess: suffix("Pagamento ricevuto"),
  paymentCancelled: suffix("Pagamento annullato"),
  verifyEmail: suffix("Verifica la tua e-mail"),
  resetPassword: suffix("Reimposta la password"),
  changePassword: suffix("Cambia la password"),
  billing: suffix("Fatturazione"),
  dashboard: suffix("Dashboard"),
  analytics: suffix("Analisi"),
  apiKeys: suffix("Chiavi API"),
  developers: suffix("Sviluppatori"),
  notFound: suffix("Pagina non trovata"),
};

export const pageDescriptions: TTranslation<typeof en.pageDescriptions> = {
  home: "Dai alla tua casa, al tuo negozio, al tuo alloggio o alla tua location un nome breve e facile da ricordare. Chi lo cerca ottiene le indicazioni fino alla porta in Apple Maps o Google Maps.",
  renters:
    "Invia un nome facile da ricordare con ogni prenotazione e i tuoi ospiti troveranno la casa vacanza o l'alloggio al primo tentativo, qualunque app di mappe usino.",
  carReg:
    "Trasforma la scritta della tua targa personalizzata in un MyPin che porta le persone a casa tua, alla tua officina o alla tua attività. Gratis per 90 giorni con i nomi Premium.",
  wedding:
    "Stampa un MyPin sulle partecipazioni e ogni invitato avrà le indicazioni per la cerimonia e il ricevimento, senza indirizzi da cercare né ingressi secondari introvabili.",
  business:
    "Dai al tuo negozio, al tuo ufficio o al tuo temporary store un nome che i clienti ricordano, mettilo su insegne e biglietti da visita e lascia che ottengano le indicazioni fino alla tua porta con un tocco.",
  landing:
    "Digita il nome che vuoi per il tuo luogo e scopri subito se è libero. I nomi sono unici, assegnati in ordine di arrivo e con disdetta in qualsiasi momento.",
  cta: "Tre passaggi per un luogo che chiunque può trovare: dai un nome al tuo luogo, condividilo come link o codice QR e lascia che le persone lo trovino nella loro app di mappe.",
  pricing:
    "Un prezzo annuale per MyPin, stabilito dal formato del nome: Basic, Simple o Premium, in sterline, euro o dollari. Disdici quando vuoi.",
  about:
    "MyPin dà ai luoghi nomi brevi e unici che portano dritti alla porta. Scopri chi siamo e come funzionano nomi, mappe e abbonamenti.",
  shareMyPins:
    "Condividi un MyPin come link, codice QR o cartoncino stampabile, con il nostro logo e la nostra icona per insegne, partecipazioni e messaggi di prenotazione.",
  qrExample:
    "Scopri come funziona il codice QR di un MyPin: inquadralo con la fotocamera del telefono e ottieni le indicazioni per il luogo che indica in Apple Maps o Google Maps.",
  contact:
    "Domande su un nome, un abbonamento o un marchio di tua proprietà? Invia un messaggio al team di MyPin e ti risponderemo via e-mail.",
  developers:
    "L'API di MyPin per siti web e app: recupera le coordinate di un MyPin, la città più vicina, come arrivare e i link per le indicazioni. Gratis fino a 1000 chiamate al mese.",
  terms:
    "Le condizioni per usare MyPin e abbonarsi a un nome: prezzi, rinnovi, disdetta, rimborsi, politica sui nomi e uso consentito.",
  privacy:
    "Quali dati raccoglie MyPin, perché, per quanto tempo li conserva, chi li tratta e come accedere ai tuoi dati, correggerli o cancellarli.",
  cookies:
    "I cookie e l'archiviazione del browser che MyPin usa, nome per nome, con il loro scopo e la loro durata, e come cambiare la tua scelta.",
};
