import type * as en from "../directions.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of directions.ts.
export const resultPage: TTranslation<typeof en.resultPage> = {
  arrivalNote: "Come arrivare",
  coordinatesLabel: "Coordinate",
  copyCoordinates: "Copia le coordinate",
  copied: "Copiate",
  mapLabel: (name) => `Mappa che mostra ${name}`,
  zoomIn: "Aumenta lo zoom",
  zoomOut: "Riduci lo zoom",
  chooseApp: "Scegli la tua app di mappe",
  chooseAppDetail: "Le indicazioni si aprono in una nuova scheda.",
  openInApp: (app) => `Apri nell'app ${app}`,
  openInBrowser: (app) => `Apri ${app} nel browser`,
  directionsFromHere: "Indicazioni da dove ti trovi:",
};

export const directions: TTranslation<typeof en.directions> = {
  geolocationUnsupported: "Geolocalizzazione non supportata",
  locationDenied: "Accesso alla posizione negato: attiva l'accesso alla posizione o inserisci un indirizzo di partenza",
  addressNotFound: "Indirizzo non trovato",
  geocodingFailed: "Ricerca dell'indirizzo non riuscita",
  geocodingBusy: "Ricerca dell'indirizzo non riuscita: il servizio è sovraccarico, riprova tra qualche secondo",
  directionsFailed: "Indicazioni non disponibili: impossibile calcolare il percorso",
  directionsBusy: "Indicazioni non disponibili: il calcolo del percorso è sovraccarico, riprova tra qualche secondo",
  mapTileFailed: "Riquadro della mappa non disponibile",
  noSuchMapTile: "Riquadro della mappa inesistente",
  appUnavailable: (app) => `${app} non disponibile`,
  copyFailed: "Copia non riuscita",
  opening: (app) => `Apertura di ${app}`,
  loaded: "Indicazioni caricate",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
};

export const startPoint: TTranslation<typeof en.startPoint> = {
  title: "Da dove parti?",
  detail: "Usa la tua posizione attuale o digita un indirizzo di partenza.",
  useCurrentLocation: "Usa la posizione attuale",
  or: "oppure",
  addressLabel: "Indirizzo di partenza",
  addressPlaceholder: "Inserisci un indirizzo di partenza",
  useAddress: "Usa questo indirizzo",
  cancel: "Annulla",
  fromCurrentLocation: "Partenza dalla tua posizione attuale",
  fromAddress: (label) => `Partenza da ${label}`,
  distance: (kilometres, miles) => `${kilometres} km (${miles} mi)`,
  duration: (hours, minutes) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  routeSummary: (distance, duration) => `Percorso in auto: ${distance}, circa ${duration}`,
};
