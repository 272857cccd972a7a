import type * as en from "../places.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `vicino a ${town}, ${country}`,
  arrivalNote: "Come arrivare",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indicazioni di arrivo",
  dialogTitle: (name) => `Indicazioni di arrivo per ${name}`,
  dialogBody:
    "Di’ ai visitatori cosa serve sapere una volta sul posto. Chiunque cerchi questo MyPin le vede, sotto il percorso e nel link di condivisione.",
  label: "Indicazioni",
  placeholder: "Suona al cancello 2. Parcheggio dietro il fienile.",
  charactersLeft: (count) => plural("it", count, { one: "Resta # carattere", other: "Restano # caratteri" }),
  charactersOver: (count) => plural("it", count, { one: "# carattere di troppo", other: "# caratteri di troppo" }),
  save: "Salva",
  cancel: "Annulla",
  saved: "Indicazioni salvate",
  removed: "Indicazioni rimosse",
  saveFailed: (detail) => `Impossibile salvare le indicazioni: ${detail}`,
  tooLong: "Le indicazioni di arrivo possono contenere al massimo 280 caratteri.",
  expletive: "Le indicazioni di arrivo non possono contenere parolacce.",
};
