import type * as en from "../landing.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of landing.ts.
export const landing: TTranslation<typeof en.landing> = {
  searchPlaceholder: "Voer een MyPin in om te zoeken",
  getDirections: "Route plannen",
  createPlaceholder: "Voer een naam in voor je plek",
  createButton: "MyPin maken",
  manageButton: "MyPins beheren",
  signInNote: "Bij het bevestigen moet je inloggen",
  howItWorks: "Zo werkt het",
};

export const landingPage: TTranslation<typeof en.landingPage> = {
  headline: "Een korte naam voor elke plek",
  tagline:
    "Zoek een MyPin voor de routebeschrijving, of maak je eigen MyPin voor de plekken die voor jou belangrijk zijn.",
  searchTitle: "Een plek vinden",
  searchIntro: "Typ een MyPin en krijg de routebeschrijving ernaartoe.",
  topSearched: "Populaire MyPins",
  createTitle: "Geef je plek een naam",
  createIntro: "Geef je huis, winkel of locatie een naam die iedereen kan vinden.",
  formatHelpHeading: "Toegestane formaten",
  howItWorksSteps: [
    { title: "Geef het een naam", body: "Kies een korte MyPin die makkelijk te onthouden is en zet hem op de kaart." },
    { title: "Deel het", body: "Stuur de link of print de QR-code voor je gasten en klanten." },
    { title: "Vind het", body: "Iedereen kan de MyPin zoeken en krijgt de routebeschrijving in de eigen kaartapp." },
  ],
  occasionsTitle: "Gemaakt voor elke plek",
  occasions: ["Woningen", "Winkels", "Trouwlocaties", "Vakantieverhuur", "Persoonlijke kentekens"],
};
