import type * as en from "../directions.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of directions.ts.
export const resultPage: TTranslation<typeof en.resultPage> = {
  arrivalNote: "Como chegar",
  coordinatesLabel: "Coordenadas",
  copyCoordinates: "Copiar coordenadas",
  copied: "Copiado",
  mapLabel: (name) => `Mapa com a localização de ${name}`,
  zoomIn: "Ampliar",
  zoomOut: "Reduzir",
  chooseApp: "Escolha a sua aplicação de mapas",
  chooseAppDetail: "As direções abrem num novo separador.",
  openInApp: (app) => `Abrir na aplicação ${app}`,
  openInBrowser: (app) => `Abrir o ${app} no navegador`,
  directionsFromHere: "Direções a partir da sua localização:",
};

export const directions: TTranslation<typeof en.directions> = {
  geolocationUnsupported: "Geolocalização não suportada",
  locationDenied: "Acesso à localização negado: ative o acesso à localização ou introduza um endereço de partida",
  addressNotFound: "Endereço não encontrado",
  geocodingFailed: "A geocodificação falhou",
  geocodingBusy:
    "A geocodificação falhou: a pesquisa de endereços está sobrecarregada. Tente novamente dentro de alguns segundos",
  directionsFailed: "Falha nas direções: não foi possível calcular as direções",
  directionsBusy:
    "Falha nas direções: o cálculo de percursos está sobrecarregado. Tente novamente dentro de alguns segundos",
  mapTileFailed: "Mosaico do mapa indisponível",
  noSuchMapTile: "Este mosaico do mapa não existe",
  appUnavailable: (app) => `${app} não disponível`,
  copyFailed: "Não foi possível copiar",
  opening: (app) => `A abrir o ${app}`,
  loaded: "Direções carregadas",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
};

export const startPoint: TTranslation<typeof en.startPoint> = {
  title: "De onde vai partir?",
  detail: "Use a sua localização atual ou escreva um endereço de partida.",
  useCurrentLocation: "Usar a localização atual",
  or: "ou",
  addressLabel: "Endereço de partida",
  addressPlaceholder: "Introduza um endereço de partida",
  useAddress: "Usar este endereço",
  cancel: "Cancelar",
  fromCurrentLocation: "A partir da sua localização atual",
  fromAddress: (label) => `A partir de ${label}`,
  distance: (kilometres, miles) => `${kilometres} km (${miles} mi)`,
  duration: (hours, minutes) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  routeSummary: (distance, duration) => `Percurso de carro: ${distance}, cerca de ${duration}`,
};
