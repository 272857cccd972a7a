import type * as en from "../places.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// German texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `bei ${town}, ${country}`,
  arrivalNote: "Anfahrtshinweis",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Anfahrtshinweis",
  dialogTitle: (name) => `Anfahrtshinweis für ${name}`,
  dialogBody:
    "Sag Besuchern, was sie vor Ort wissen müssen. Alle, die diesen MyPin aufrufen, sehen den Hinweis unter der Wegbeschreibung und auf dem Teilen-Link.",
  label: "Hinweis",
  placeholder: "Bitte an Tor 2 klingeln. Parken hinter der Scheune.",
  charactersLeft: (count) => plural("de", count, { one: "# Zeichen übrig", other: "# Zeichen übrig" }),
  charactersOver: (count) => plural("de", count, { one: "# Zeichen zu viel", other: "# Zeichen zu viel" }),
  save: "Hinweis speichern",
  cancel: "Abbrechen",
  saved: "Anfahrtshinweis gespeichert",
  removed: "Anfahrtshinweis entfernt",
  saveFailed: (detail) => `Der Anfahrtshinweis konnte nicht gespeichert werden: ${detail}`,
  tooLong: "Ein Anfahrtshinweis darf höchstens 280 Zeichen lang sein.",
  expletive: "Ein Anfahrtshinweis darf keine Schimpfwörter enthalten.",
};
