import type * as en from "../marketing-pages.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of marketing-pages.ts.
export const themedPages: TTranslation<typeof en.themedPages> = {
  painsHeading: "Ti suona familiare?",
  benefitsHeading: "Cosa ottieni con MyPin",
  freeBanner: "Prova MyPin gratis per 90 giorni",
  freeBannerDetail:
    "Scegli un MyPin Premium, una frase qualsiasi fino a 30 caratteri senza punti, e con il codice FREE3 i primi 90 giorni sono gratis. Se parti da questa pagina, inseriamo noi il codice per te.",
  checkAvailability: "Verifica se il nome perfetto è disponibile",
  carVideoLabel:
    "Entra in scena una targa personalizzata con la scritta MY PIN, un pin cade sulla mappa e compare la frase: indicazioni con un tocco.",
  renters: {
    headline: "Gli ospiti trovano il tuo alloggio al primo colpo",
    intro:
      "Sostituisci lunghe spiegazioni e ingressi difficili da trovare con un solo nome. Invia il tuo MyPin con la prenotazione e ogni ospite arriverà alla porta giusta, qualunque app di mappe usi.",
    pains: [
      {
        problem: "Con il solo indirizzo gli ospiti finiscono in fondo alla via sbagliata",
        fix: "Il tuo MyPin punta alla tua porta d'ingresso, non a un punto generico dell'indirizzo, così il navigatore si ferma proprio dove c'è la cassetta delle chiavi.",
      },
      {
        problem: "Chi arriva tardi ti chiama per farsi spiegare la strada",
        fix: "Gli ospiti digitano un nome e ottengono indicazioni passo passo da dove si trovano, a qualsiasi ora, senza chiamarti.",
      },
      {
        problem: "L'annuncio, l'e-mail di prenotazione e il libretto di benvenuto spiegano la strada ognuno a modo suo",
        fix: "Usa lo stesso MyPin ovunque. Se l'ingresso cambia, sposta il pin: il nome non diventa mai obsoleto.",
      },
      {
        problem: "La dépendance, l'appartamento 3B o la casetta dietro la casa",
        fix: "Dai a ogni unità un MyPin tutto suo, così l'ospite della casetta in giardino non viene mandato alla casa principale.",
      },
    ],
    benefits: [
      "Meno chiamate al check-in e meno messaggi a tarda notte",
      "Indicazioni che si aprono in Apple Maps o Google Maps",
      "Un link di condivisione e un codice QR per le e-mail di prenotazione e il kit di benvenuto",
      "Un arrivo senza stress, che si nota nelle recensioni",
    ],
  },
  carReg: {
    headline: "La tua targa personalizzata, ora è un luogo",
    intro:
      "Hai scelto una targa che la gente ricorda. Trasformala in un MyPin che porta alla tua officina, al tuo garage o al tuo stand al prossimo raduno, così chi ricorda la tua auto può trovare anche te.",
    pains: [
      {
        problem: "La gente ricorda la tua targa, non il tuo indirizzo",
        fix: "Rendi le lettere della tua targa il tuo MyPin: digitandole si ottengono le indicazioni per arrivare dritti da te.",
      },
      {
        problem: "Raduni e fiere cambiano posto ogni fine settimana",
        fix: "Trascina il tuo pin sullo stand di questa settimana dal telefono. Il nome sulla targa e sui biglietti da visita resta lo stesso.",
      },
      {
        problem: "I clienti non trovano il lavaggio auto a domicilio, l'officina di elaborazione o il food truck",
        fix: "Metti il tuo MyPin sul furgone e sui biglietti da visita, e i clienti ottengono le indicazioni con un tocco.",
      },
    ],
    benefits: [
      "Un nome originale come la tua targa, fino a 30 caratteri",
      "Funziona con l'app di mappe che le persone usano già",
      "Un codice QR per cartellini da parabrezza, adesivi e volantini",
      "Sposta la posizione quando vuoi: il nome continua a funzionare",
    ],
  },
  wedding: {
    headline: "Ogni invitato nella location giusta",
    intro:
      "Stampa un MyPin sulle partecipazioni e gli invitati avranno le indicazioni per la cerimonia e il ricevimento, senza cercare indirizzi o ingressi secondari.",
    pains: [
      {
        problem: "Le location in campagna si nascondono in fondo a lunghi viali e dietro indirizzi condivisi",
        fix: "Il tuo MyPin porta gli invitati al cancello della location, non al casale in fondo alla strada.",
      },
      {
        problem: "La cerimonia è in un posto e il ricevimento in un altro",
        fix: "Crea un MyPin per ciascuno e stampali entrambi sulla partecipazione e sul libretto della cerimonia.",
      },
      {
        problem: "La mattina del matrimonio i parenti chiamano gli sposi per chiedere la strada",
        fix: "Un nome sulla partecipazione e sul sito del matrimonio risponde alla domanda prima ancora che venga posta.",
      },
      {
        problem: "Taxi, pullman e fornitori hanno bisogno del punto esatto in cui fermarsi",
        fix: "Invia loro il link del MyPin: si apre direttamente nella loro app di mappe, all'ingresso giusto.",
      },
    ],
    benefits: [
      "Abbastanza breve per partecipazioni, save the date e cartelli",
      "Un codice QR per gli stampati",
      "Funziona per ogni invitato, qualunque telefono usi",
      "Disdici quando vuoi dopo il grande giorno",
    ],
  },
  business: {
    headline: "I clienti trovano la tua porta, non quella della concorrenza",
    intro:
      "Dai al tuo negozio, al tuo ufficio o al tuo temporary store un MyPin che i clienti ricordano, mettilo su insegne e biglietti da visita e lascia che ottengano le indicazioni con un tocco.",
    pains: [
      {
        problem: "Il tuo ingresso è sul retro o in una via laterale",
        fix: "Il tuo MyPin porta alla porta che i clienti devono usare, non alla zona di carico.",
      },
      {
        problem: "Le ricerche sulle mappe mostrano prima la catena accanto",
        fix: "I clienti digitano il tuo nome, unico, e arrivano da te, senza risultati della concorrenza in mezzo.",
      },
      {
        problem: "Il tuo indirizzo è lungo e facile da sbagliare",
        fix: "Un nome breve sull'insegna, sugli scontrini e sui profili social è veloce da digitare e difficile da sbagliare.",
      },
      {
        problem: "Temporary store e bancarelle al mercato si spostano",
        fix: "Sposta il pin per ogni giorno di mercato: il nome sui tuoi volantini continua a funzionare.",
      },
    ],
    benefits: [
      "Un nome unico che nessun altro può registrare",
      "Indicazioni in Apple Maps o Google Maps con un tocco",
      "Un codice QR stampabile per vetrine, menu e biglietti da visita",
      "Link di condivisione che funzionano in messaggi, e-mail e post sui social",
      "Un prezzo annuale per nome, con disdetta in qualsiasi momento",
    ],
  },
};

export const ctaPage: TTranslation<typeof en.ctaPage> = {
  title: "Dagli un nome, condividilo, trovalo",
  intro: "Tre passaggi per trasformare un luogo difficile da trovare in un nome che chiunque può digitare.",
  steps: [
    {
      title: "Dagli un nome",
      body: "Scegli un nome breve e facile da ricordare, verifica che sia libero e posiziona il pin sulla porta, sul cancello o sullo stand esatto.",
    },
    {
      title: "Condividilo",
      body: "Invia il link, stampa il codice QR o metti il nome su partecipazioni, insegne ed e-mail di prenotazione.",
    },
    {
      title: "Trovalo",
      body: "Chiunque digita il nome su MyPin e ottiene le indicazioni in Apple Maps o Google Maps con un tocco.",
    },
  ],
  start: "Verifica se il nome perfetto è disponibile",
};

export const aboutPage: TTranslation<typeof en.aboutPage> = {
  title: "Chi siamo",
  intro:
    "MyPin dà a qualsiasi luogo un nome breve e facile da ricordare. I titolari scelgono un nome, lo posizionano sulla mappa e lo condividono come link o codice QR; chiunque cerchi quel nome ottiene le indicazioni fino alla porta in Apple Maps o Google Maps.",
  forWhomHeading: "Per chi è MyPin",
  forWhom:
    "Per chi affitta case vacanza e ha ospiti che non trovano mai l'ingresso, per le coppie che invitano gli ospiti in una location di campagna, per negozi e temporary store davanti ai quali i clienti passano senza vederli, per gli automobilisti la cui targa personalizzata è già il nome che la gente ricorda, e per chiunque abiti in una casa difficile da trovare.",
  howHeading: "Come funziona",
  costHeading: "Quanto costa",
  cost: "Ogni MyPin è un abbonamento annuale, con un prezzo che dipende dal formato del nome: un nome Basic di tre parole costa meno, un nome Simple di due parole di più e un nome Premium di una parola più di tutti. Puoi disdire quando vuoi e il nome resta tuo fino alla scadenza annuale.",
  pricingLink: "Vedi i prezzi",
  policyHeading: "La nostra politica sui nomi",
  policy:
    "Ogni MyPin è unico e i nomi vengono assegnati in ordine di arrivo. Rifiutiamo le volgarità e i nomi di marchi o attività che non ti appartengono; se qualcuno ha registrato il tuo marchio, segnalacelo e verificheremo.",
  contactHeading: "Parla con noi",
  contact: "Domande, idee o un nome che pensi ti spetti?",
  contactLink: "Contattaci",
};
