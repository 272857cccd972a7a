import type * as en from "../names.ts";
import type { TTranslation } from "../translation.ts";

// German texts of names.ts.
export const nameRules: TTranslation<typeof en.nameRules> = {
  empty: "Der MyPin darf nicht leer sein",
  consecutivePeriods: "Mehrere Punkte hintereinander sind nicht erlaubt",
  forbiddenCharacters: "Diese Zeichen sind nicht erlaubt: # % & ? + / \\ \" ' < >",
  simpleSpaces: "Das Simple-Format darf keine Leerzeichen innerhalb der Wörter enthalten",
  basicSpaces: "Das Basic-Format darf keine Leerzeichen innerhalb der Wörter enthalten",
  periodCount:
    "Ungültiges Format mit Punkten – es müssen genau 2 Wörter (Simple) oder 3 Wörter (Basic) sein, durch Punkte getrennt",
  premiumTooLong: "Ein Premium-MyPin darf höchstens 30 Zeichen lang sein",
  invisibleCharacters:
    "Der MyPin darf keine unsichtbaren Zeichen enthalten (etwa Leerzeichen ohne Breite, bedingte Trennstriche oder Textrichtungszeichen)",
  dottedTooLong: "Simple- und Basic-MyPins dürfen höchstens 63 Zeichen lang sein",
  stackedMarks:
    "Der MyPin darf kein Akzentzeichen wiederholen und nicht mehr als vier Akzentzeichen auf einem Buchstaben stapeln",
  looseMarks:
    "Der MyPin darf kein separat eingegebenes Akzentzeichen enthalten: Gib direkt den Buchstaben mit Akzent ein (etwa é)",
  shareLinkTooLong:
    "Der MyPin ist zu lang für einen zuverlässig lesbaren QR-Code. Bitte verwende einen kürzeren Namen.",
  invalidFormat: "Ungültiges MyPin-Format",
  validFormat: (tier) => `Gültiges ${tier}-Format`,
};

export const formatGuide: TTranslation<typeof en.formatGuide> = {
  title: "MyPin-Formate im Überblick",
  examples: "Beispiele",
  premium: {
    name: "Premium",
    help: "Bis zu 30 Zeichen aus Buchstaben, Ziffern, Leerzeichen und unbedenklichen Satzzeichen",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Zwei Wörter, durch einen Punkt getrennt, ohne Leerzeichen",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Drei Wörter, durch Punkte getrennt, ohne Leerzeichen",
    examples: ["My3.House6.Place"],
  },
};

export const nameStatus: TTranslation<typeof en.nameStatus> = {
  exists: "MyPin existiert bereits, wähle einen anderen",
  alreadyExists: "MyPin existiert bereits: Dieser MyPin ist schon vergeben. Bitte versuche es mit einem anderen Namen.",
  temporarilyUnavailable:
    "MyPin vorübergehend nicht verfügbar: Jemand anderes versucht gerade, diesen MyPin zu erstellen. Bitte versuche es in ein paar Minuten erneut.",
  availabilityFailed: "Die Verfügbarkeit des MyPins konnte nicht geprüft werden. Bitte versuche es erneut.",
  tooManyLookups:
    "Zu viele Verfügbarkeitsprüfungen aus deinem Netzwerk. Bitte warte eine Minute, bevor du es erneut versuchst.",
};

export const namePolicy: TTranslation<typeof en.namePolicy> = {
  expletive: "Ein MyPin darf keine Schimpfwörter enthalten. Bitte wähle einen anderen Namen.",
  mixedScripts:
    "Ein MyPin darf keine Buchstaben aus verschiedenen Alphabeten mischen (etwa Lateinisch und Kyrillisch). Bitte verwende nur ein Alphabet.",
  reserved:
    "Dieser MyPin ist ein reservierter Markenname und nicht käuflich. Wenn dir die Marke gehört, bitte uns über das Kontaktformular, ihn für dich freizugeben.",
};
