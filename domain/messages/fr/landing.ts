import type * as en from "../landing.ts";
import type { TTranslation } from "../translation.ts";

// French texts of landing.ts.
export const landing: TTranslation<typeof en.landing> = {
  searchPlaceholder: "Saisissez un MyPin à rechercher",
  getDirections: "Obtenir l'itinéraire",
  createPlaceholder: "Saisissez un nom pour votre lieu",
  createButton: "Créer un MyPin",
  manageButton: "Gérer mes MyPins",
  signInNote: "Connexion requise lors de la confirmation",
  howItWorks: "Comment ça marche",
};

export const landingPage: TTranslation<typeof en.landingPage> = {
  headline: "Un nom court pour chaque lieu",
  tagline: "Recherchez un MyPin pour obtenir l'itinéraire, ou créez le vôtre pour les lieux qui comptent pour vous.",
  searchTitle: "Trouver un lieu",
  searchIntro: "Saisissez un MyPin pour obtenir l'itinéraire jusqu'au lieu.",
  topSearched: "MyPins populaires",
  createTitle: "Nommez votre lieu",
  createIntro: "Donnez à votre maison, votre boutique ou votre salle un nom que tout le monde peut trouver.",
  formatHelpHeading: "Formats autorisés",
  howItWorksSteps: [
    { title: "Nommez-le", body: "Choisissez un MyPin court et facile à retenir, et placez-le sur la carte." },
    { title: "Partagez-le", body: "Envoyez le lien ou imprimez le QR code pour vos invités et vos clients." },
    { title: "Trouvez-le", body: "Chacun recherche le MyPin et obtient l'itinéraire dans son application de cartes." },
  ],
  occasionsTitle: "Pensé pour tous les lieux",
  occasions: ["Maisons", "Boutiques", "Lieux de mariage", "Locations", "Plaques personnalisées"],
};
