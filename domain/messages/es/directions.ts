import type * as en from "../directions.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of directions.ts.
export const resultPage: TTranslation<typeof en.resultPage> = {
  arrivalNote: "Cómo llegar",
  coordinatesLabel: "Coordenadas",
  copyCoordinates: "Copiar coordenadas",
  copied: "Copiado",
  mapLabel: (name) => `Mapa que muestra ${name}`,
  zoomIn: "Acercar",
  zoomOut: "Alejar",
  chooseApp: "Elige tu app de mapas",
  chooseAppDetail: "Las indicaciones se abren en una pestaña nueva.",
  openInApp: (app) => `Abrir en la app de ${app}`,
  openInBrowser: (app) => `Abrir ${app} en el navegador`,
  directionsFromHere: "Indicaciones desde donde estás:",
};

export const directions: TTranslation<typeof en.directions> = {
  geolocationUnsupported: "La geolocalización no es compatible",
  locationDenied: "Acceso a la ubicación denegado: activa el acceso a la ubicación o introduce una dirección de salida",
  addressNotFound: "Dirección no encontrada",
  geocodingFailed: "Error de geocodificación",
  geocodingBusy:
    "Error de geocodificación: la búsqueda de direcciones está saturada; inténtalo de nuevo en unos segundos",
  directionsFailed: "Error en las indicaciones: no se han podido calcular las indicaciones",
  directionsBusy:
    "Error en las indicaciones: la planificación de rutas está saturada; inténtalo de nuevo en unos segundos",
  mapTileFailed: "Tesela del mapa no disponible",
  noSuchMapTile: "No existe esa tesela del mapa",
  appUnavailable: (app) => `${app} no está disponible`,
  copyFailed: "No se ha podido copiar",
  opening: (app) => `Abriendo ${app}`,
  loaded: "Indicaciones cargadas",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
};

export const startPoint: TTranslation<typeof en.startPoint> = {
  title: "¿Desde dónde sales?",
  detail: "Usa tu ubicación actual o escribe una dirección de salida.",
  useCurrentLocation: "Usar la ubicación actual",
  or: "o",
  addressLabel: "Dirección de salida",
  addressPlaceholder: "Introduce una dirección de salida",
  useAddress: "Usar esta dirección",
  cancel: "Cancelar",
  fromCurrentLocation: "Saliendo desde tu ubicación actual",
  fromAddress: (label) => `Saliendo desde ${label}`,
  distance: (kilometres, miles) => `${kilometres} km (${miles} mi)`,
  duration: (hours, minutes) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  routeSummary: (distance, duration) => `Ruta en coche: ${distance}, aprox. ${duration}`,
};
