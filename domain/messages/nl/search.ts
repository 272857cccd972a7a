import type * as en from "../search.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of search.ts.
export const search: TTranslation<typeof en.search> = {
  rateLimited: "Te veel zoekopdrachten. Wacht een minuut en probeer het dan opnieuw.",
  notFound: "MyPin niet gevonden",
  notFoundDetail: "MyPin niet gevonden: de MyPin die je hebt ingevoerd, bestaat niet",
  searchedFor: (name) => `Je zocht naar ‘${name}’`,
  didYouMean: "Bedoelde je",
  searchAgain: "Opnieuw zoeken",
  failed: "Zoeken naar de MyPin is mislukt",
  resultTitle: (name) => `MyPin: ${name}`,
  createdBy: (user) => `Gemaakt door: ${user}`,
};

export const shareMeta: TTranslation<typeof en.shareMeta> = {
  description: (name) => `Krijg de routebeschrijving naar ${name} in Apple Maps of Google Maps.`,
};

export const coordinates: TTranslation<typeof en.coordinates> = {
  invalid: "Ongeldige coördinaten",
};
