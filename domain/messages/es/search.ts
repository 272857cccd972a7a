import type * as en from "../search.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of search.ts.
export const search: TTranslation<typeof en.search> = {
  rateLimited: "Demasiadas búsquedas. Espera un minuto antes de volver a intentarlo.",
  notFound: "MyPin no encontrado",
  notFoundDetail: "MyPin no encontrado: el MyPin que has introducido no existe",
  searchedFor: (name) => `Has buscado «${name}»`,
  didYouMean: "¿Quizás buscabas...?",
  searchAgain: "Buscar de nuevo",
  failed: "No se ha podido buscar el MyPin",
  resultTitle: (name) => `MyPin: ${name}`,
  createdBy: (user) => `Creado por: ${user}`,
};

export const shareMeta: TTranslation<typeof en.shareMeta> = {
  description: (name) => `Obtén indicaciones para llegar a ${name} en Apple Maps o Google Maps.`,
};

export const coordinates: TTranslation<typeof en.coordinates> = {
  invalid: "Coordenadas no válidas",
};
