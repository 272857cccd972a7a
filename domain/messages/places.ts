import { plural } from "./plural.ts";

// Where a pin is, and the arrival note its owner writes for visitors (our words: the spec has none).

export const places = {
  // The town nearest the pin and its country, as the result, its share page and "did you mean"
  // show it, so a visitor picks the right place among names alike.
  near: (town: string, country: string) => `near ${town}, ${country}`,
  arrivalNote: "Arrival note",
} as const;

export const arrivalNotes = {
  edit: "Arrival note",
  dialogTitle: (name: string) => `Arrival note for ${name}`,
  dialogBody:
    "Tell visitors what they need once they are there. Everyone who looks up this MyPin sees it, under the directions and on its share link.",
  label: "Note",
  placeholder: "Ring the bell at gate 2. Parking behind the barn.",
  charactersLeft: (count: number) => plural("en", count, { one: "# character left", other: "# characters left" }),
  charactersOver: (count: number) =>
    plural("en", count, { one: "# character too many", other: "# characters too many" }),
  save: "Save note",
  cancel: "Cancel",
  saved: "Arrival note saved",
  removed: "Arrival note removed",
  saveFailed: (detail: string) => `Could not save the arrival note: ${detail}`,
  tooLong: "An arrival note is at most 280 characters.",
  expletive: "An arrival note cannot contain expletives.",
} as const;
