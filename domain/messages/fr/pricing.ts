import type * as en from "../pricing.ts";
import type { TTranslation } from "../translation.ts";

// French texts of pricing.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  title: "Tarifs",
  intro: "Un prix annuel par MyPin, fixé selon le format de son nom.",
  annualNote: "Tous les abonnements sont annuels et résiliables à tout moment",
  plansHeading: "Formules",
  perYear: "par an",
  alsoIn: "Également :",
  currencyLegend: "Devise",
  currencyHint: "Les prix et le paiement utilisent la devise que vous choisissez ici.",
  currencies: { gbp: "GBP £", eur: "EUR €", usd: "USD $" },
  offersHeading: "Offres d'essai gratuit",
  offersHint: "Saisissez le code à l'étape du code promotionnel, avant de payer. Un essai gratuit par compte.",
  offer: (code: string, days: number, tier: string) => ({
    title: days >= 30 ? `${code} : ${days} jours offerts` : `${code} : essai gratuit de ${days} jours`,
    body: `Sur un nom ${tier}. Vous ne payez rien jusqu'à la fin de l'essai, puis le prix annuel ${tier} ; résiliez avant et vous ne payez rien du tout.`,
  }),
  faqHeading: "Questions fréquentes",
};

export const pricingFaq: TTranslation<typeof en.pricingFaq> = [
  {
    question: "Combien coûte un MyPin ?",
    answer:
      "Basic de 12 à 15 £, Simple de 24 à 32 £ et Premium de 32 à 49 £ par an. La formule dépend du format du nom, et le prix exact de la devise dans laquelle vous payez, comme le montrent les formules ci-dessus.",
  },
  {
    question: "Puis-je résilier à tout moment ?",
    answer:
      "Oui. Résiliez depuis Gérer mes MyPins ou depuis le portail de facturation. Votre MyPin continue de fonctionner jusqu'à la fin de l'année payée, et il ne vous est plus facturé.",
  },
  {
    question: "Me prévenez-vous avant le renouvellement de mon abonnement ?",
    answer:
      "Oui. Nous vous envoyons un e-mail 30 jours et 7 jours avant chaque renouvellement, avec la date et le prix, ainsi qu'avant la fin d'un essai gratuit, pour que vous puissiez changer de carte ou résilier à temps.",
  },
  {
    question: "Que se passe-t-il si un paiement échoue ?",
    answer:
      "Nous vous prévenons par e-mail et réessayons les jours suivants, pendant que votre MyPin continue de fonctionner. Si toutes les tentatives échouent, l'abonnement prend fin et vous disposez d'un délai de grâce pour le renouveler avant que le nom soit libéré et que n'importe qui puisse l'acheter.",
  },
  {
    question: "Puis-je déplacer mon repère ?",
    answer:
      "Oui. Ouvrez Gérer mes MyPins et choisissez Modifier l'emplacement pour déplacer le repère à l'endroit exact, aussi souvent que vous le souhaitez, sans frais. Le nom et son lien ne changent pas.",
  },
  {
    question: "Puis-je être remboursé ?",
    answer:
      "La résiliation arrête le prochain renouvellement ; l'année déjà payée n'est pas remboursée. Si notre équipe d'assistance supprime un MyPin, nous remboursons la partie non utilisée de l'année payée, moins de légers frais de dossier s'il enfreignait notre politique de nommage.",
  },
];
