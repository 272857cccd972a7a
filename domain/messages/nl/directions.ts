import type * as en from "../directions.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of directions.ts.
export const resultPage: TTranslation<typeof en.resultPage> = {
  arrivalNote: "Bij aankomst",
  coordinatesLabel: "Coördinaten",
  copyCoordinates: "Coördinaten kopiëren",
  copied: "Gekopieerd",
  mapLabel: (name) => `Kaart met ${name}`,
  zoomIn: "Inzoomen",
  zoomOut: "Uitzoomen",
  chooseApp: "Kies je kaartapp",
  chooseAppDetail: "De routebeschrijving opent in een nieuw tabblad.",
  openInApp: (app) => `Openen in de app ${app}`,
  openInBrowser: (app) => `${app} openen in je browser`,
  directionsFromHere: "Route vanaf waar je nu bent:",
};

export const directions: TTranslation<typeof en.directions> = {
  geolocationUnsupported: "Locatiebepaling wordt niet ondersteund",
  locationDenied: "Geen toegang tot je locatie: sta locatietoegang toe of voer een startadres in",
  addressNotFound: "Adres niet gevonden",
  geocodingFailed: "Adres opzoeken mislukt",
  geocodingBusy: "Adres opzoeken mislukt: het zoeken naar adressen is druk, probeer het over een paar seconden opnieuw",
  directionsFailed: "Routebeschrijving mislukt: de route kon niet worden berekend",
  directionsBusy: "Routebeschrijving mislukt: de routeplanner is druk, probeer het over een paar seconden opnieuw",
  mapTileFailed: "Kaarttegel niet beschikbaar",
  noSuchMapTile: "Deze kaarttegel bestaat niet",
  appUnavailable: (app) => `${app} niet beschikbaar`,
  copyFailed: "Kopiëren mislukt",
  opening: (app) => `${app} wordt geopend`,
  loaded: "Routebeschrijving geladen",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
};

export const startPoint: TTranslation<typeof en.startPoint> = {
  title: "Waar vertrek je?",
  detail: "Gebruik je huidige locatie of typ een startadres.",
  useCurrentLocation: "Huidige locatie gebruiken",
  or: "of",
  addressLabel: "Startadres",
  addressPlaceholder: "Voer een startadres in",
  useAddress: "Dit adres gebruiken",
  cancel: "Annuleren",
  fromCurrentLocation: "Vertrek vanaf je huidige locatie",
  fromAddress: (label) => `Vertrek vanaf ${label}`,
  distance: (kilometres, miles) => `${kilometres} km (${miles} mi)`,
  duration: (hours, minutes) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} u` : `${hours} u ${minutes} min`,
  routeSummary: (distance, duration) => `Route met de auto: ${distance}, ongeveer ${duration}`,
};
