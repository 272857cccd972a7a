import type * as en from "../share.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of share.ts.
export const shareGuide: TTranslation<typeof en.shareGuide> = {
  title: "Condividi i MyPin",
  intro:
    "Chi apre il tuo MyPin ottiene le indicazioni fino al punto esatto in Apple Maps o Google Maps. Ecco come condividerlo.",
  waysTitle: "Tre modi per condividere",
  ways: [
    {
      title: "Invia il link",
      body: "Copia il link del tuo MyPin da «Gestisci i miei MyPin» e incollalo in un messaggio, in un'e-mail o sul tuo sito web.",
    },
    {
      title: "Mostra il codice QR",
      body: "La fotocamera di un telefono apre il tuo MyPin dal suo codice QR, senza dover digitare nulla. Mostralo su uno schermo o stampalo su carta.",
    },
    {
      title: "Stampalo",
      body: "Aggiungi il nome o il codice QR a cartelli, volantini, partecipazioni e segnaposto, così gli ospiti ti trovano il giorno stesso.",
    },
  ],
  linksTitle: "Link diretti",
  linksBody: "Ogni MyPin ha un link di questo tipo, con il nome al posto di {name}:",
  linkForm: (origin) => `${origin}/?pin={name}`,
  linksExamples: "Per esempio:",
  qrTitle: "Codici QR",
  qrBody: [
    "Il codice QR di un MyPin contiene il suo link diretto e nient'altro, quindi scansionarlo apre la stessa pagina del link.",
    "I titolari lo scaricano da «Gestisci i miei MyPin», da solo o su un cartoncino stampabile con il nome sopra.",
    "Stampalo largo almeno 3 cm dove le persone possono avvicinare il telefono: una porta, una vetrina, un segnatavolo o una partecipazione.",
  ],
  qrExampleLink: "Vedi il cartoncino stampabile",
  downloadsTitle: "Logo e icona",
  downloadsBody: "Usali accanto al tuo MyPin su materiale stampato o sul tuo sito web.",
  downloadLogo: "Scarica il logo di MyPin (SVG)",
  downloadIcon: "Scarica l'icona di MyPin (SVG)",
};

export const sharePage: TTranslation<typeof en.sharePage> = {
  redirecting: "Tra 2 secondi ti portiamo a questo MyPin.",
  goNow: "Vai ora",
  title: (name) => `Apertura del MyPin: ${name}`,
};

export const renamedPin: TTranslation<typeof en.renamedPin> = {
  title: (from, to) => `${from} ora si chiama ${to}`,
  detail: "Il vecchio nome ti porta qui ancora per un po'. D'ora in poi usa quello nuovo.",
};

export const qrExample: TTranslation<typeof en.qrExample> = {
  intro:
    "I titolari scaricano da «Gestisci i miei MyPin» il codice QR del loro MyPin su questo cartoncino, pronto da stampare. Scansionando il codice si apre il MyPin con le indicazioni.",
  imageAlt: (name) =>
    `Cartoncino QR del MyPin ${name}: l'invito a scansionare per ottenere le indicazioni, il nome e il suo codice QR`,
  encodes: "Il codice di questo esempio contiene il link:",
  guideLink: "Altri modi per condividere un MyPin",
  title: "Esempio di codice QR",
};

export const qrHolder: TTranslation<typeof en.qrHolder> = {
  heading: "Inquadra per le indicazioni",
  hint: "Punta la fotocamera del telefono sul codice qui sotto",
};
