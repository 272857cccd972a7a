import type * as en from "../directions.ts";
import type { TTranslation } from "../translation.ts";

// French texts of directions.ts.
export const resultPage: TTranslation<typeof en.resultPage> = {
  arrivalNote: "Pour arriver",
  coordinatesLabel: "Coordonnées",
  copyCoordinates: "Copier les coordonnées",
  copied: "Copié",
  mapLabel: (name) => `Carte montrant ${name}`,
  zoomIn: "Zoom avant",
  zoomOut: "Zoom arrière",
  chooseApp: "Choisissez votre application de cartes",
  chooseAppDetail: "L'itinéraire s'ouvre dans un nouvel onglet.",
  openInApp: (app) => `Ouvrir dans l'application ${app}`,
  openInBrowser: (app) => `Ouvrir ${app} dans votre navigateur`,
  directionsFromHere: "Itinéraire depuis votre position :",
};

export const directions: TTranslation<typeof en.directions> = {
  geolocationUnsupported: "Géolocalisation non prise en charge",
  locationDenied:
    "Accès à la position refusé : veuillez autoriser l'accès à votre position ou saisir une adresse de départ",
  addressNotFound: "Adresse introuvable",
  geocodingFailed: "Échec du géocodage",
  geocodingBusy: "Échec du géocodage : la recherche d'adresse est saturée, veuillez réessayer dans quelques secondes",
  directionsFailed: "Échec de l'itinéraire : impossible de calculer l'itinéraire",
  directionsBusy:
    "Échec de l'itinéraire : le calcul d'itinéraire est saturé, veuillez réessayer dans quelques secondes",
  mapTileFailed: "Tuile de carte indisponible",
  noSuchMapTile: "Tuile de carte inexistante",
  appUnavailable: (app) => `${app} n'est pas disponible`,
  copyFailed: "Échec de la copie",
  opening: (app) => `Ouverture de ${app}`,
  loaded: "Itinéraire chargé",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
};

export const startPoint: TTranslation<typeof en.startPoint> = {
  title: "D'où partez-vous ?",
  detail: "Utilisez votre position actuelle ou saisissez une adresse de départ.",
  useCurrentLocation: "Utiliser ma position actuelle",
  or: "ou",
  addressLabel: "Adresse de départ",
  addressPlaceholder: "Saisissez une adresse de départ",
  useAddress: "Utiliser cette adresse",
  cancel: "Annuler",
  fromCurrentLocation: "Départ depuis votre position actuelle",
  fromAddress: (label) => `Départ depuis ${label}`,
  distance: (kilometres, miles) => `${kilometres} km (${miles} mi)`,
  duration: (hours, minutes) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  routeSummary: (distance, duration) => `Trajet en voiture : ${distance}, environ ${duration}`,
};
