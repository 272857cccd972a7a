import type * as en from "../directions.ts";
import type { TTranslation } from "../translation.ts";

// German texts of directions.ts.
export const resultPage: TTranslation<typeof en.resultPage> = {
  arrivalNote: "Anfahrtshinweis",
  coordinatesLabel: "Koordinaten",
  copyCoordinates: "Koordinaten kopieren",
  copied: "Kopiert",
  mapLabel: (name) => `Karte mit ${name}`,
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  chooseApp: "Wähle deine Karten-App",
  chooseAppDetail: "Die Route wird in einem neuen Tab geöffnet.",
  openInApp: (app) => `In der App ${app} öffnen`,
  openInBrowser: (app) => `${app} im Browser öffnen`,
  directionsFromHere: "Route von deinem Standort:",
};

export const directions: TTranslation<typeof en.directions> = {
  geolocationUnsupported: "Standortbestimmung wird nicht unterstützt",
  locationDenied: "Standortzugriff verweigert: Bitte erlaube den Standortzugriff oder gib eine Startadresse ein",
  addressNotFound: "Adresse nicht gefunden",
  geocodingFailed: "Adresssuche fehlgeschlagen",
  geocodingBusy:
    "Adresssuche fehlgeschlagen: Die Adresssuche ist gerade ausgelastet, bitte versuche es in ein paar Sekunden erneut",
  directionsFailed: "Route fehlgeschlagen: Die Route konnte nicht berechnet werden",
  directionsBusy:
    "Route fehlgeschlagen: Die Routenplanung ist gerade ausgelastet, bitte versuche es in ein paar Sekunden erneut",
  mapTileFailed: "Kartenkachel nicht verfügbar",
  noSuchMapTile: "Diese Kartenkachel gibt es nicht",
  appUnavailable: (app) => `${app} ist nicht verfügbar`,
  copyFailed: "Kopieren fehlgeschlagen",
  opening: (app) => `${app} wird geöffnet`,
  loaded: "Route geladen",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
};

export const startPoint: TTranslation<typeof en.startPoint> = {
  title: "Wo startest du?",
  detail: "Verwende deinen aktuellen Standort oder gib eine Startadresse ein.",
  useCurrentLocation: "Aktuellen Standort verwenden",
  or: "oder",
  addressLabel: "Startadresse",
  addressPlaceholder: "Startadresse eingeben",
  useAddress: "Diese Adresse verwenden",
  cancel: "Abbrechen",
  fromCurrentLocation: "Start an deinem aktuellen Standort",
  fromAddress: (label) => `Start: ${label}`,
  distance: (kilometres, miles) => `${kilometres} km (${miles} mi)`,
  duration: (hours, minutes) =>
    hours === 0 ? `${minutes} Min.` : minutes === 0 ? `${hours} Std.` : `${hours} Std. ${minutes} Min.`,
  routeSummary: (distance, duration) => `Autoroute: ${distance}, etwa ${duration}`,
};
