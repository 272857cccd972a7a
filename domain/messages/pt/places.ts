import type * as en from "../places.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Portuguese (Portugal) texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `perto de ${town}, ${country}`,
  arrivalNote: "Como chegar",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indicações de chegada",
  dialogTitle: (name) => `Indicações de chegada para ${name}`,
  dialogBody:
    "Diga aos visitantes o que precisam de saber quando chegarem. Quem procurar este MyPin vê estas indicações, por baixo do percurso e na ligação de partilha.",
  label: "Indicações",
  placeholder: "Toque à campainha do portão 2. Estacionamento atrás do celeiro.",
  charactersLeft: (count) => plural("pt", count, { one: "Falta # carácter", other: "Faltam # caracteres" }),
  charactersOver: (count) => plural("pt", count, { one: "# carácter a mais", other: "# caracteres a mais" }),
  save: "Guardar",
  cancel: "Cancelar",
  saved: "Indicações guardadas",
  removed: "Indicações removidas",
  saveFailed: (detail) => `Não foi possível guardar as indicações: ${detail}`,
  tooLong: "As indicações de chegada têm no máximo 280 caracteres.",
  expletive: "As indicações de chegada não podem conter palavrões.",
};
