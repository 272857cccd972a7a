import type * as en from "../search.ts";
import type { TTranslation } from "../translation.ts";

// German texts of search.ts.
export const search: TTranslation<typeof en.search> = {
  rateLimited: "Zu viele Suchanfragen. Bitte warte eine Minute, bevor du es erneut versuchst.",
  notFound: "MyPin nicht gefunden",
  notFoundDetail: "MyPin nicht gefunden: Den eingegebenen MyPin gibt es nicht",
  searchedFor: (name) => `Deine Suche: „${name}“`,
  didYouMean: "Meintest du",
  searchAgain: "Erneut suchen",
  failed: "Die Suche nach dem MyPin ist fehlgeschlagen",
  resultTitle: (name) => `MyPin: ${name}`,
  createdBy: (user) => `Erstellt von: ${user}`,
};

export const shareMeta: TTranslation<typeof en.shareMeta> = {
  description: (name) => `Lass dir in Apple Maps oder Google Maps die Route zu ${name} anzeigen.`,
};

export const coordinates: TTranslation<typeof en.coordinates> = {
  invalid: "Ungültige Koordinaten",
};
