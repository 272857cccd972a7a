import type * as en from "../places.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Spanish texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `cerca de ${town}, ${country}`,
  arrivalNote: "Cómo llegar",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indicaciones de llegada",
  dialogTitle: (name) => `Indicaciones de llegada para ${name}`,
  dialogBody:
    "Cuéntales a tus visitantes lo que necesitan saber al llegar. Todo el que busque este MyPin lo verá, debajo de la ruta y en su enlace para compartir.",
  label: "Indicaciones",
  placeholder: "Llama al timbre de la puerta 2. Aparcamiento detrás del granero.",
  charactersLeft: (count) => plural("es", count, { one: "Queda # carácter", other: "Quedan # caracteres" }),
  charactersOver: (count) => plural("es", count, { one: "Sobra # carácter", other: "Sobran # caracteres" }),
  save: "Guardar",
  cancel: "Cancelar",
  saved: "Indicaciones guardadas",
  removed: "Indicaciones eliminadas",
  saveFailed: (detail) => `No se han podido guardar las indicaciones: ${detail}`,
  tooLong: "Las indicaciones de llegada pueden tener como máximo 280 caracteres.",
  expletive: "Las indicaciones de llegada no pueden contener palabrotas.",
};
