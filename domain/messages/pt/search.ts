import type * as en from "../search.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of search.ts.
export const search: TTranslation<typeof en.search> = {
  rateLimited: "Demasiadas pesquisas. Aguarde um minuto antes de tentar novamente.",
  notFound: "MyPin não encontrado",
  notFoundDetail: "MyPin não encontrado: o MyPin que introduziu não existe",
  searchedFor: (name) => `Pesquisou «${name}»`,
  didYouMean: "Quis dizer",
  searchAgain: "Pesquisar novamente",
  failed: "Não foi possível pesquisar o MyPin",
  resultTitle: (name) => `MyPin: ${name}`,
  createdBy: (user) => `Criado por: ${user}`,
};

export const shareMeta: TTranslation<typeof en.shareMeta> = {
  description: (name) => `Obtenha direções para ${name} no Apple Maps ou no Google Maps.`,
};

export const coordinates: TTranslation<typeof en.coordinates> = {
  invalid: "Coordenadas inválidas",
};
