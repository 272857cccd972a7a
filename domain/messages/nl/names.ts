import type * as en from "../names.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of names.ts.
export const nameRules: TTranslation<typeof en.nameRules> = {
  empty: "Een MyPin mag niet leeg zijn",
  consecutivePeriods: "Punten direct na elkaar zijn niet toegestaan",
  forbiddenCharacters: "Deze tekens zijn niet toegestaan: # % & ? + / \\ \" ' < >",
  simpleSpaces: "Het formaat Simple mag geen spaties binnen woorden bevatten",
  basicSpaces: "Het formaat Basic mag geen spaties binnen woorden bevatten",
  periodCount:
    "Ongeldig formaat met punten: gebruik precies 2 woorden (Simple) of 3 woorden (Basic), gescheiden door punten",
  premiumTooLong: "Een Premium-MyPin mag maximaal 30 tekens lang zijn",
  invisibleCharacters:
    "Een MyPin mag geen onzichtbare tekens bevatten (zoals spaties zonder breedte, zachte afbreekstreepjes of tekens voor de tekstrichting)",
  dottedTooLong: "Simple- en Basic-MyPins mogen maximaal 63 tekens lang zijn",
  stackedMarks: "Een MyPin mag een accent niet herhalen en niet meer dan vier accenten op één letter stapelen",
  looseMarks: "Een MyPin mag geen accent bevatten dat als los teken is getypt: typ de letter met accent zelf (zoals é)",
  shareLinkTooLong: "Deze MyPin is te lang om er betrouwbaar een QR-code van te maken. Kies een kortere naam.",
  invalidFormat: "Ongeldig MyPin-formaat",
  validFormat: (tier) => `Geldig ${tier}-formaat`,
};

export const formatGuide: TTranslation<typeof en.formatGuide> = {
  title: "Formaten van een MyPin",
  examples: "Voorbeelden",
  premium: {
    name: "Premium",
    help: "Tot 30 tekens met letters, cijfers, spaties en veilige leestekens",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Twee woorden gescheiden door een punt, zonder spaties",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Drie woorden gescheiden door punten, zonder spaties",
    examples: ["My3.House6.Place"],
  },
};

export const nameStatus: TTranslation<typeof en.nameStatus> = {
  exists: "Deze MyPin bestaat al, kies een andere",
  alreadyExists: "MyPin bestaat al: deze MyPin is al bezet. Probeer een andere naam.",
  temporarilyUnavailable:
    "MyPin tijdelijk niet beschikbaar: iemand anders probeert deze MyPin op dit moment aan te maken. Probeer het over een paar minuten opnieuw.",
  availabilityFailed: "De beschikbaarheid van de MyPin kon niet worden gecontroleerd. Probeer het opnieuw.",
  tooManyLookups: "Te veel beschikbaarheidscontroles vanaf je netwerk. Wacht een minuut en probeer het dan opnieuw.",
};

export const namePolicy: TTranslation<typeof en.namePolicy> = {
  expletive: "Een MyPin mag geen scheldwoorden bevatten. Kies een andere naam.",
  mixedScripts:
    "Een MyPin mag geen letters uit verschillende alfabetten combineren (bijvoorbeeld Latijns en Cyrillisch). Gebruik één alfabet.",
  reserved:
    "Deze MyPin is een gereserveerde merknaam en is niet te koop. Is het merk van jou? Vraag ons dan via het contactformulier om de naam voor je vrij te geven.",
};
