import type * as en from "../pricing.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of pricing.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  title: "Prezzi",
  intro: "Un prezzo annuale per MyPin, stabilito dal formato del nome.",
  annualNote: "Tutti gli abbonamenti sono annuali e puoi disdirli in qualsiasi momento",
  plansHeading: "Piani",
  perYear: "all'anno",
  alsoIn: "Oppure",
  currencyLegend: "Valuta",
  currencyHint: "I prezzi e il pagamento usano la valuta che scegli qui.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Offerte di prova gratuita",
  offersHint:
    "Inserisci il codice nel passaggio del codice promozionale, prima di pagare. Una prova gratuita per account.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code}: ${days} giorni gratis` : `${code}: prova gratuita di ${days} giorni`,
    body: `Su un nome ${tier}. Non paghi nulla fino alla fine della prova, poi il prezzo annuale ${tier}; se disdici prima, non paghi proprio nulla.`,
  }),
  faqHeading: "Domande frequenti",
};

export const pricingFaq: TTranslation<typeof en.pricingFaq> = [
  {
    question: "Quanto costa un MyPin?",
    answer:
      "Basic £12-15, Simple £24-32 e Premium £32-49 all'anno. La fascia dipende dal formato del nome, e il prezzo esatto dalla valuta in cui paghi, come mostrano i piani qui sopra.",
  },
  {
    question: "Posso disdire in qualsiasi momento?",
    answer:
      "Sì. Disdici da «Gestisci i MyPin» o dal portale di fatturazione. Il tuo MyPin continua a funzionare fino alla fine dell'anno pagato e non ti viene addebitato di nuovo.",
  },
  {
    question: "Mi avviserete prima del rinnovo dell'abbonamento?",
    answer:
      "Sì. Ti inviamo un'e-mail 30 e 7 giorni prima di ogni rinnovo con la data e il prezzo, e prima della fine di una prova gratuita, così puoi cambiare carta o disdire in tempo.",
  },
  {
    question: "Cosa succede se un pagamento non va a buon fine?",
    answer:
      "Ti inviamo un'e-mail e riproviamo nei giorni successivi, mentre il tuo MyPin continua a funzionare. Se tutti i tentativi falliscono, l'abbonamento termina e hai un periodo di tolleranza per rinnovarlo prima che il nome venga liberato e chiunque possa acquistarlo.",
  },
  {
    question: "Posso spostare il mio pin?",
    answer:
      "Sì. Apri «Gestisci i MyPin» e scegli «Modifica posizione» per spostare il pin nel punto esatto, tutte le volte che vuoi, senza costi. Il nome e il suo link restano gli stessi.",
  },
  {
    question: "Posso ottenere un rimborso?",
    answer:
      "La disdetta blocca il rinnovo successivo; l'anno già pagato non viene rimborsato. Se il nostro team di assistenza elimina un MyPin, rimborsiamo la parte non usata dell'anno pagato, meno una piccola commissione amministrativa se il nome violava la nostra politica sui nomi.",
  },
];
