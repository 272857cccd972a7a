import type * as en from "../places.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `bij ${town}, ${country}`,
  arrivalNote: "Bij aankomst",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Aankomstinfo",
  dialogTitle: (name) => `Aankomstinfo voor ${name}`,
  dialogBody:
    "Vertel bezoekers wat ze moeten weten als ze er zijn. Iedereen die deze MyPin opzoekt, ziet het onder de routebeschrijving en op de deellink.",
  label: "Info",
  placeholder: "Bel aan bij poort 2. Parkeren achter de schuur.",
  charactersLeft: (count) => plural("nl", count, { one: "Nog # teken over", other: "Nog # tekens over" }),
  charactersOver: (count) => plural("nl", count, { one: "# teken te veel", other: "# tekens te veel" }),
  save: "Opslaan",
  cancel: "Annuleren",
  saved: "Aankomstinfo opgeslagen",
  removed: "Aankomstinfo verwijderd",
  saveFailed: (detail) => `De aankomstinfo kon niet worden opgeslagen: ${detail}`,
  tooLong: "Aankomstinfo mag maximaal 280 tekens lang zijn.",
  expletive: "Aankomstinfo mag geen scheldwoorden bevatten.",
};
