import type * as en from "../search.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of search.ts.
export const search: TTranslation<typeof en.search> = {
  rateLimited: "Troppe ricerche. Attendi un minuto prima di riprovare.",
  notFound: "MyPin non trovato",
  notFoundDetail: "MyPin non trovato: il MyPin che hai inserito non esiste",
  searchedFor: (name) => `Hai cercato «${name}»`,
  didYouMean: "Forse cercavi",
  searchAgain: "Cerca di nuovo",
  failed: "Impossibile cercare il MyPin",
  resultTitle: (name) => `MyPin: ${name}`,
  createdBy: (user) => `Creato da: ${user}`,
};

export const shareMeta: TTranslation<typeof en.shareMeta> = {
  description: (name) => `Ottieni le indicazioni per ${name} in Apple Maps o Google Maps.`,
};

export const coordinates: TTranslation<typeof en.coordinates> = {
  invalid: "Coordinate non valide",
};
