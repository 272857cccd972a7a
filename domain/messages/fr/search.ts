import type * as en from "../search.ts";
import type { TTranslation } from "../translation.ts";

// French texts of search.ts.
export const search: TTranslation<typeof en.search> = {
  rateLimited: "Trop de recherches. Veuillez patienter une minute avant de réessayer.",
  notFound: "MyPin introuvable",
  notFoundDetail: "MyPin introuvable : le MyPin saisi n'existe pas",
  searchedFor: (name) => `Vous avez recherché « ${name} »`,
  didYouMean: "Vouliez-vous dire",
  searchAgain: "Nouvelle recherche",
  failed: "Impossible de rechercher le MyPin",
  resultTitle: (name) => `MyPin : ${name}`,
  createdBy: (user) => `Créé par : ${user}`,
};

export const shareMeta: TTranslation<typeof en.shareMeta> = {
  description: (name) => `Obtenez l'itinéraire vers ${name} dans Apple Maps ou Google Maps.`,
};

export const coordinates: TTranslation<typeof en.coordinates> = {
  invalid: "Coordonnées non valides",
};
