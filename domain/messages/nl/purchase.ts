import { plural } from "../plural.ts";
import type * as en from "../purchase.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of purchase.ts.
export const promoRefusal: TTranslation<typeof en.promoRefusal> = {
  wrongTier: (code, tier) =>
    `${code} geeft alleen een gratis proefperiode op ${tier === "premium" ? "Premium" : "Basic"}-namen.`,
  trialUsed: "Dit account heeft de gratis proefperiode al gebruikt.",
};

export const trialLimits: TTranslation<typeof en.trialLimits> = {
  checkoutReplaced: "Er is tegelijk een andere betaling met je gratis proefperiode geopend. Begin opnieuw.",
  refusedTitle: "Je gratis proefperiode is niet gestart",
  refused: {
    account:
      "Dit account heeft de gratis proefperiode al gebruikt, dus het abonnement is vandaag gestart en het eerste jaar is in rekening gebracht.",
    card: "Met de kaart waarmee je hebt betaald, is al een gratis proefperiode gebruikt, dus het abonnement is vandaag gestart en het eerste jaar is in rekening gebracht.",
  },
};

export const create: TTranslation<typeof en.create> = {
  paymentFailed: "Betaalfout: de betaling kon niet worden gestart. Probeer het opnieuw.",
  authToPay: "Authenticatiefout: log in om verder te gaan met betalen",
  authAgain: "Authenticatiefout: log opnieuw in om verder te gaan",
  promoIssue: "Probleem met promotiecode",
  promoUnavailable: "De promotiecode kan nu niet worden gecontroleerd. Probeer het opnieuw.",
  promoInvalid: "Ongeldige promotiecode",
  promoErrorTitle: "Fout met promotiecode",
  secureFailed: "De MyPin kon niet voor je worden vastgehouden. Probeer het opnieuw.",
  coordinatesFailed: "De coördinaten konden niet worden bijgewerkt. Probeer het opnieuw.",
  noLongerAvailable:
    "MyPin niet meer beschikbaar: een andere gebruiker heeft deze MyPin genomen tijdens je tijdelijke reservering.",
  purchaseResumeFailed: "Verdergaan met de aankoop is mislukt. Probeer het opnieuw.",
  creationResumeFailed: "Verdergaan met het aanmaken van de MyPin is mislukt. Probeer het opnieuw.",
  noCheckoutUrl: "Geen betaal-URL ontvangen van de betaaldienst",
  requiredForPayment: "Voor de betaling is een MyPin nodig",
  creatingTitle: (name) => `MyPin aanmaken: ${name}`,
  editingTitle: (name) => `Locatie bewerken: ${name}`,
  addressPlaceholder: "Voer een adres in…",
  markerHint: "Verplaats de markering naar precies de plek die je wilt",
  buy: "MyPin kopen",
  save: "MyPin opslaan",
  placeHelpTitle: "Zo plaats je je MyPin",
  loading: "Je MyPin wordt geladen…",
};

export const holdLimits: TTranslation<typeof en.holdLimits> = {
  perAccount:
    "Je kunt maximaal 10 MyPins tegelijk vasthouden. Koop er een of laat er een los voordat je een nieuwe vasthoudt.",
  perBrowser:
    "Zonder in te loggen kun je maximaal 3 MyPins tegelijk vasthouden. Log in om er meer vast te houden, of laat er eerst een los.",
  perAddress:
    "Vanaf je netwerk worden te veel MyPins vastgehouden zonder in te loggen. Log in om er een vast te houden, of probeer het over een paar minuten opnieuw.",
  unpaidCheckouts:
    "Je bent de afgelopen dag twee keer begonnen met afrekenen voor deze MyPin zonder te betalen, dus hij is nu vrij voor anderen. Probeer het later opnieuw.",
  timeLimit:
    "Je hebt deze MyPin 30 minuten vastgehouden zonder te betalen, dus hij is een tijdje vrij voor anderen. Probeer het later opnieuw.",
};

export const paymentLimits: TTranslation<typeof en.paymentLimits> = {
  tooMany: "Te veel betaalverzoeken. Wacht even en probeer het dan opnieuw.",
};

export const locks: TTranslation<typeof en.locks> = {
  noLongerAvailable: "De MyPin is niet meer beschikbaar",
  reservedByAnother: "De MyPin is gereserveerd door een andere gebruiker",
  lockFailed: "Tijdelijke vergrendeling kon niet worden aangemaakt",
};

export const availability: TTranslation<typeof en.availability> = {
  taken: "Helaas, iemand anders heeft die MyPin al. Probeer een andere.",
  reserved: "Deze MyPin is tijdelijk gereserveerd door een andere gebruiker. Probeer een andere of kom later terug.",
  unable: "De beschikbaarheid kan nu niet worden gecontroleerd. Probeer het opnieuw.",
  cancelAnytime: "Altijd opzegbaar",
  reservationLost: "Deze MyPin is niet meer voor je gereserveerd. Begin opnieuw.",
  reservationUnverified: "De reservering van de MyPin kan nu niet worden gecontroleerd. Probeer het opnieuw.",
  timeExpired: "De tijd is om. Controleer de beschikbaarheid opnieuw.",
  protectionExpired: "De reservering van je MyPin is verlopen. Begin opnieuw.",
};

export const availabilityPage: TTranslation<typeof en.availabilityPage> = {
  intro:
    "Typ de naam die je wilt voor je plek. We controleren het formaat terwijl je typt; is de naam vrij, dan houden we hem voor je vast terwijl je hem op de kaart zet.",
  nameLabel: "Jouw MyPin",
  namePlaceholder: "bijv. Rose.Cottage",
  check: "Beschikbaarheid controleren",
  title: "Controleer of jouw perfecte naam beschikbaar is",
};

export const reservationPage: TTranslation<typeof en.reservationPage> = {
  checking: "Je reservering wordt gecontroleerd…",
  intro: "Deze naam wordt voor je vastgehouden. Zet hem op de kaart voordat de tijd om is.",
  tierPrice: (tier, price) => `${tier} · ${price}`,
  timerLabel: "Resterende tijd om je MyPin af te ronden",
  placeOnMap: "Zet je MyPin op de kaart",
  chooseAnother: "Kies een andere naam",
  returning: "Je gaat terug naar de beschikbaarheidscontrole…",
  title: "Je MyPin is gereserveerd",
};

export const paymentReturn: TTranslation<typeof en.paymentReturn> = {
  sessionNotFound: "Fout: betaalsessie niet gevonden. Probeer het opnieuw.",
  saveFailed: "Fout: de MyPin kon niet worden opgeslagen",
  unsuccessful: "Fout: betaling mislukt. De MyPin is niet aan je account toegevoegd.",
  refunded:
    "Fout: betaling mislukt. De MyPin is niet aan je account toegevoegd. Iemand anders heeft deze MyPin net eerder afgerond; je betaling is terugbetaald en we hebben je een e-mail gestuurd.",
};

export const success: TTranslation<typeof en.success> = {
  createdSuccessfully: "MyPin aangemaakt",
  created: "MyPin aangemaakt!",
  renewed: "MyPin verlengd!",
  coordinatesUpdated: "Coördinaten bijgewerkt!",
  coordinatesCopied: "Coördinaten gekopieerd!",
  promoApplied: "Promotiecode toegepast!",
  promoAppliedDetail: (discount) => `Je krijgt ${discount} op je abonnement`,
};

// The create page's first two steps, shared by buying and editing.
const PLACING_STEPS: [string, string] = [
  "Zoek een adres, of versleep en zoom de kaart naar het gebied.",
  "Sleep de markering of tik op de kaart om precies de juiste plek aan te geven.",
];

export const purchase: TTranslation<typeof en.purchase> = {
  latitude: "Breedtegraad",
  longitude: "Lengtegraad",
  mapLabel: (name) => `Kaart om ${name} te plaatsen`,
  markerLabel: "Je MyPin: sleep hem, of verplaats hem met de pijltoetsen",
  searchAddress: "Zoeken",
  movedTo: (place) => `Kaart verplaatst naar ${place}`,
  placeHelpIntro: "In drie stappen naar de juiste plek:",
  placeSteps: [...PLACING_STEPS, "Druk op ‘MyPin kopen’ om een promotiecode te kiezen en te betalen."],
  editSteps: [...PLACING_STEPS, "Druk op ‘MyPin opslaan’ om de nieuwe plek op te slaan."],
  promoTitle: "Heb je een promotiecode?",
  promoIntro: "Voer hem in voor je korting, of ga direct door naar de betaling.",
  promoLabel: "Promotiecode",
  apply: "Toepassen",
  skip: "Overslaan",
  tryAnotherCode: "Andere code proberen",
  skipAndContinue: "Overslaan en doorgaan",
  confirming: "Je betaling wordt bevestigd…",
  tier: "Niveau",
  price: "Prijs",
  shareLink: "Deellink",
  viewPin: "Bekijk je MyPin",
  retry: "Opnieuw proberen",
  cancelledBody: (name) => `Er is niets in rekening gebracht en ${name} wordt niet langer voor je vastgehouden.`,
  cancelledNoName: "Er is niets in rekening gebracht.",
  cancelledTitle: "Betaling geannuleerd",
};

export const discountWords: TTranslation<typeof en.discountWords> = {
  daysFree: (days) => plural("nl", days, { one: "# dag gratis", other: "# dagen gratis" }),
  percentOff: (percent) => `${percent}% korting`,
  amountOff: (amount) => `${amount} korting`,
  noDiscount: "geen korting",
};
