import type * as en from "../share.ts";
import type { TTranslation } from "../translation.ts";

// French texts of share.ts.
export const shareGuide: TTranslation<typeof en.shareGuide> = {
  title: "Partager des MyPins",
  intro:
    "Toute personne qui ouvre votre MyPin obtient l'itinéraire jusqu'à l'endroit exact dans Apple Maps ou Google Maps. Voici comment le transmettre.",
  waysTitle: "Trois façons de partager",
  ways: [
    {
      title: "Envoyez le lien",
      body: "Copiez le lien de votre MyPin depuis Gérer mes MyPins et collez-le dans un message, un e-mail ou sur votre site web.",
    },
    {
      title: "Montrez le QR code",
      body: "L'appareil photo d'un téléphone ouvre votre MyPin grâce à son QR code, sans rien saisir. Affichez-le sur un écran ou sur papier.",
    },
    {
      title: "Imprimez-le",
      body: "Ajoutez le nom ou le QR code sur vos panneaux, flyers, faire-part et marque-places pour que vos invités vous trouvent le jour J.",
    },
  ],
  linksTitle: "Liens directs",
  linksBody: "Chaque MyPin a un lien de cette forme, avec le nom à la place de {name} :",
  linkForm: (origin) => `${origin}/?pin={name}`,
  linksExamples: "Par exemple :",
  qrTitle: "QR codes",
  qrBody: [
    "Le QR code d'un MyPin ne contient que son lien direct : le scanner ouvre donc la même page que le lien.",
    "Les propriétaires le téléchargent depuis Gérer mes MyPins, seul ou sur une carte imprimable avec le nom au-dessus.",
    "Imprimez-le en 3 cm de large au minimum, là où l'on peut en approcher un téléphone : une porte, une vitre, un chevalet de table ou un faire-part.",
  ],
  qrExampleLink: "Voir la carte imprimable",
  downloadsTitle: "Logo et icône",
  downloadsBody: "Utilisez-les à côté de votre MyPin sur vos supports imprimés ou sur votre site web.",
  downloadLogo: "Télécharger le logo MyPin (SVG)",
  downloadIcon: "Télécharger l'icône MyPin (SVG)",
};

export const sharePage: TTranslation<typeof en.sharePage> = {
  redirecting: "Redirection vers ce MyPin dans 2 secondes.",
  goNow: "Y aller maintenant",
  title: (name) => `Ouverture du MyPin : ${name}`,
};

export const renamedPin: TTranslation<typeof en.renamedPin> = {
  title: (from, to) => `${from} s'appelle désormais ${to}`,
  detail: "L'ancien nom mène encore ici pendant quelque temps. Utilisez désormais le nouveau.",
};

export const qrExample: TTranslation<typeof en.qrExample> = {
  intro:
    "Les propriétaires téléchargent le QR code de leur MyPin sur cette carte prête à imprimer, depuis Gérer mes MyPins. Scanner le code ouvre le MyPin avec l'itinéraire.",
  imageAlt: (name) =>
    `Carte QR MyPin pour ${name} : une invitation à scanner pour obtenir l'itinéraire, le nom et son QR code`,
  encodes: "Le code de cet exemple contient le lien :",
  guideLink: "D'autres façons de partager un MyPin",
  title: "Exemple de QR code",
};

export const qrHolder: TTranslation<typeof en.qrHolder> = {
  heading: "Scannez pour l’itinéraire",
  hint: "Pointez l’appareil photo de votre téléphone vers le code ci-dessous",
};
