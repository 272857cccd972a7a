import type * as en from "../share.ts";
import type { TTranslation } from "../translation.ts";

// German texts of share.ts.
export const shareGuide: TTranslation<typeof en.shareGuide> = {
  title: "MyPins teilen",
  intro:
    "Wer deinen MyPin öffnet, bekommt in Apple Maps oder Google Maps die Route genau zum richtigen Punkt. So gibst du ihn weiter.",
  waysTitle: "Drei Wege zum Teilen",
  ways: [
    {
      title: "Link senden",
      body: "Kopiere den Link deines MyPins unter „Meine MyPins verwalten“ und füge ihn in eine Nachricht, eine E-Mail oder deine Website ein.",
    },
    {
      title: "QR-Code zeigen",
      body: "Eine Handykamera öffnet deinen MyPin über seinen QR-Code, ganz ohne Tippen. Zeig ihn auf einem Bildschirm oder auf Papier.",
    },
    {
      title: "Ausdrucken",
      body: "Setz den Namen oder den QR-Code auf Schilder, Flyer, Einladungen und Tischkarten, damit deine Gäste dich am großen Tag finden.",
    },
  ],
  linksTitle: "Direktlinks",
  linksBody: "Jeder MyPin hat einen Link in dieser Form, mit dem Namen anstelle von {name}:",
  linkForm: (origin) => `${origin}/?pin={name}`,
  linksExamples: "Zum Beispiel:",
  qrTitle: "QR-Codes",
  qrBody: [
    "Der QR-Code eines MyPins enthält nur seinen Direktlink, daher öffnet das Scannen dieselbe Seite wie der Link.",
    "Inhaber laden ihn unter „Meine MyPins verwalten“ herunter, entweder einzeln oder auf einer druckfertigen Karte mit dem Namen darüber.",
    "Druck ihn mindestens 3 cm breit dort aus, wo man ein Handy nah davor halten kann: an einer Tür, einem Fenster, auf einem Tischaufsteller oder einer Einladung.",
  ],
  qrExampleLink: "Druckbare Karte ansehen",
  downloadsTitle: "Logo und Icon",
  downloadsBody: "Verwende sie neben deinem MyPin auf Drucksachen oder auf deiner Website.",
  downloadLogo: "MyPin-Logo herunterladen (SVG)",
  downloadIcon: "MyPin-Icon herunterladen (SVG)",
};

export const sharePage: TTranslation<typeof en.sharePage> = {
  redirecting: "Du wirst in 2 Sekunden zu diesem MyPin weitergeleitet.",
  goNow: "Jetzt öffnen",
  title: (name) => `MyPin wird geöffnet: ${name}`,
};

export const renamedPin: TTranslation<typeof en.renamedPin> = {
  title: (from, to) => `${from} heißt jetzt ${to}`,
  detail: "Der alte Name führt noch eine Weile hierher. Verwende ab jetzt den neuen.",
};

export const qrExample: TTranslation<typeof en.qrExample> = {
  intro:
    "Inhaber laden den QR-Code ihres MyPins auf dieser Karte unter „Meine MyPins verwalten“ herunter, fertig zum Drucken. Wer den Code scannt, öffnet den MyPin mit der Route.",
  imageAlt: (name) => `MyPin-QR-Karte für ${name}: „Scannen für die Route“, der Name und sein QR-Code`,
  encodes: "Der Code dieses Beispiels enthält den Link:",
  guideLink: "Weitere Möglichkeiten, einen MyPin zu teilen",
  title: "QR-Code-Beispiel",
};

export const qrHolder: TTranslation<typeof en.qrHolder> = {
  heading: "Scannen für die Route",
  hint: "Richte die Kamera deines Handys auf den Code unten",
};
