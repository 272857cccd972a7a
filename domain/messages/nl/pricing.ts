import type * as en from "../pricing.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of pricing.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  title: "Prijzen",
  intro: "Eén jaarprijs per MyPin, bepaald door het formaat van de naam.",
  annualNote: "Alle abonnementen zijn jaarlijks en altijd opzegbaar",
  plansHeading: "Abonnementen",
  perYear: "per jaar",
  alsoIn: "Ook",
  currencyLegend: "Valuta",
  currencyHint: "De prijzen en het afrekenen gaan in de valuta die je hier kiest.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Aanbiedingen met gratis proefperiode",
  offersHint:
    "Voer de code in bij de stap voor de promotiecode, voordat je betaalt. Eén gratis proefperiode per account.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code}: ${days} dagen gratis` : `${code}: ${days} dagen gratis proberen`,
    body: `Voor een ${tier}-naam. Je betaalt niets tot de proefperiode afloopt, daarna de jaarprijs van ${tier}; zeg je vóór die tijd op, dan betaal je helemaal niets.`,
  }),
  faqHeading: "Veelgestelde vragen",
};

export const pricingFaq: TTranslation<typeof en.pricingFaq> = [
  {
    question: "Wat kost een MyPin?",
    answer:
      "Basic £12-15, Simple £24-32 en Premium £32-49 per jaar. Het niveau volgt uit het formaat van de naam, en de precieze prijs uit de valuta waarin je betaalt, zoals je bij de abonnementen hierboven ziet.",
  },
  {
    question: "Kan ik op elk moment opzeggen?",
    answer:
      "Ja. Zeg op via ‘MyPins beheren’ of het facturatieportaal. Je MyPin blijft werken tot het einde van het jaar waarvoor je hebt betaald, en er wordt niets meer afgeschreven.",
  },
  {
    question: "Krijg ik een herinnering voordat mijn abonnement wordt verlengd?",
    answer:
      "Ja. We mailen je 30 dagen en 7 dagen voor elke verlenging met de datum en de prijs, en ook voordat een gratis proefperiode afloopt, zodat je op tijd je kaart kunt wijzigen of kunt opzeggen.",
  },
  {
    question: "Wat gebeurt er als een betaling mislukt?",
    answer:
      "We mailen je en proberen het de dagen daarna opnieuw, terwijl je MyPin gewoon blijft werken. Mislukken alle pogingen, dan eindigt het abonnement en krijg je een respijtperiode om te verlengen voordat de naam wordt vrijgegeven en iedereen hem kan kopen.",
  },
  {
    question: "Kan ik mijn pin verplaatsen?",
    answer:
      "Ja. Open ‘MyPins beheren’ en kies ‘Locatie bewerken’ om de pin naar precies de juiste plek te verplaatsen, zo vaak als je wilt en zonder kosten. De naam en de link blijven hetzelfde.",
  },
  {
    question: "Kan ik mijn geld terugkrijgen?",
    answer:
      "Opzeggen stopt de volgende verlenging; het jaar dat al betaald is, wordt niet terugbetaald. Verwijdert ons supportteam een MyPin, dan betalen we het ongebruikte deel van het betaalde jaar terug, min een klein bedrag aan administratiekosten als de naam in strijd was met ons naambeleid.",
  },
];
