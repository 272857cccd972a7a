import type * as en from "../share.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of share.ts.
export const shareGuide: TTranslation<typeof en.shareGuide> = {
  title: "MyPins delen",
  intro:
    "Wie je MyPin opent, krijgt de routebeschrijving naar precies die plek in Apple Maps of Google Maps. Zo geef je hem door.",
  waysTitle: "Drie manieren om te delen",
  ways: [
    {
      title: "Stuur de link",
      body: "Kopieer de link van je MyPin via ‘Mijn MyPins beheren’ en plak hem in een bericht, een e-mail of op je website.",
    },
    {
      title: "Laat de QR-code zien",
      body: "Een telefooncamera opent je MyPin via de QR-code, zonder dat iemand iets hoeft te typen. Toon hem op een scherm of op papier.",
    },
    {
      title: "Print hem",
      body: "Zet de naam of de QR-code op borden, flyers, uitnodigingen en tafelkaartjes, zodat gasten je op de dag zelf vinden.",
    },
  ],
  linksTitle: "Directe links",
  linksBody: "Elke MyPin heeft een link in deze vorm, met de naam op de plaats van {name}:",
  linkForm: (origin) => `${origin}/?pin={name}`,
  linksExamples: "Bijvoorbeeld:",
  qrTitle: "QR-codes",
  qrBody: [
    "De QR-code van een MyPin bevat alleen de directe link, dus scannen opent dezelfde pagina als de link.",
    "Eigenaren downloaden hem via ‘Mijn MyPins beheren’, los of op een printbare kaart met de naam erboven.",
    "Print hem minstens 3 cm breed op een plek waar mensen er een telefoon dicht bij kunnen houden: een deur, een raam, een tafelkaartje of een uitnodiging.",
  ],
  qrExampleLink: "Bekijk de printbare kaart",
  downloadsTitle: "Logo en icoon",
  downloadsBody: "Gebruik ze naast je MyPin op drukwerk of op je website.",
  downloadLogo: "Download het MyPin-logo (SVG)",
  downloadIcon: "Download het MyPin-icoon (SVG)",
};

export const sharePage: TTranslation<typeof en.sharePage> = {
  redirecting: "Over 2 seconden ga je naar deze MyPin.",
  goNow: "Nu openen",
  title: (name) => `MyPin openen: ${name}`,
};

export const renamedPin: TTranslation<typeof en.renamedPin> = {
  title: (from, to) => `${from} heet nu ${to}`,
  detail: "De oude naam brengt je nog een tijdje hier. Gebruik voortaan de nieuwe.",
};

export const qrExample: TTranslation<typeof en.qrExample> = {
  intro:
    "Eigenaren downloaden de QR-code van hun MyPin op deze kaart via ‘Mijn MyPins beheren’, klaar om te printen. Wie de code scant, opent de MyPin met de routebeschrijving.",
  imageAlt: (name) => `QR-kaart van MyPin voor ${name}: ‘Scan voor de route’, de naam en de QR-code`,
  encodes: "De code in dit voorbeeld bevat de link:",
  guideLink: "Meer manieren om een MyPin te delen",
  title: "Voorbeeld van een QR-code",
};

export const qrHolder: TTranslation<typeof en.qrHolder> = {
  heading: "Scan voor de route",
  hint: "Richt de camera van je telefoon op de code hieronder",
};
