import type * as en from "../places.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// French texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `près de ${town}, ${country}`,
  arrivalNote: "Pour arriver",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indications d’accès",
  dialogTitle: (name) => `Indications d’accès pour ${name}`,
  dialogBody:
    "Dites aux visiteurs ce qu’il faut savoir une fois sur place. Toute personne qui consulte ce MyPin les voit, sous l’itinéraire et sur son lien de partage.",
  label: "Indications",
  placeholder: "Sonnez au portail n° 2. Parking derrière la grange.",
  charactersLeft: (count) => plural("fr", count, { one: "# caractère restant", other: "# caractères restants" }),
  charactersOver: (count) => plural("fr", count, { one: "# caractère en trop", other: "# caractères en trop" }),
  save: "Enregistrer",
  cancel: "Annuler",
  saved: "Indications d’accès enregistrées",
  removed: "Indications d’accès supprimées",
  saveFailed: (detail) => `Impossible d’enregistrer les indications d’accès : ${detail}`,
  tooLong: "Les indications d’accès ne peuvent pas dépasser 280 caractères.",
  expletive: "Les indications d’accès ne peuvent pas contenir de grossièretés.",
};
