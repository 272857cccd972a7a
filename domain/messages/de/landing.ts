import type * as en from "../landing.ts";
import type { TTranslation } from "../translation.ts";

// German texts of landing.ts.
export const landing: TTranslation<typeof en.landing> = {
  searchPlaceholder: "MyPin eingeben und suchen",
  getDirections: "Route anzeigen",
  createPlaceholder: "Name für deinen Ort eingeben",
  createButton: "MyPin erstellen",
  manageButton: "MyPins verwalten",
  signInNote: "Anmeldung bei der Bestätigung erforderlich",
  howItWorks: "So funktioniert’s",
};

export const landingPage: TTranslation<typeof en.landingPage> = {
  headline: "Ein kurzer Name für jeden Ort",
  tagline: "Such einen MyPin und erhalte die Route dorthin – oder erstelle eigene für die Orte, die dir wichtig sind.",
  searchTitle: "Ort finden",
  searchIntro: "Gib einen MyPin ein und erhalte die Route dorthin.",
  topSearched: "Beliebte MyPins",
  createTitle: "Gib deinem Ort einen Namen",
  createIntro: "Gib deinem Zuhause, deinem Geschäft oder deiner Location einen Namen, den jeder finden kann.",
  formatHelpHeading: "Erlaubte Formate",
  howItWorksSteps: [
    { title: "Benennen", body: "Wähle einen kurzen, einprägsamen MyPin und setze ihn auf die Karte." },
    { title: "Teilen", body: "Schick den Link oder druck den QR-Code für Gäste und Kunden aus." },
    { title: "Finden", body: "Jeder kann den MyPin suchen und bekommt die Route in seiner Karten-App." },
  ],
  occasionsTitle: "Gemacht für jeden Ort",
  occasions: ["Zuhause", "Geschäfte", "Hochzeitslocations", "Ferienunterkünfte", "Wunschkennzeichen"],
};
