import type * as en from "../share.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of share.ts.
export const shareGuide: TTranslation<typeof en.shareGuide> = {
  title: "Compartir MyPins",
  intro:
    "Quien abra tu MyPin obtendrá indicaciones hasta el punto exacto en Apple Maps o Google Maps. Así puedes hacérselo llegar.",
  waysTitle: "Tres formas de compartir",
  ways: [
    {
      title: "Envía el enlace",
      body: "Copia el enlace de tu MyPin en Gestionar mis MyPins y pégalo en un mensaje, un correo electrónico o tu web.",
    },
    {
      title: "Muestra el código QR",
      body: "La cámara de un móvil abre tu MyPin a partir de su código QR, sin tener que escribir nada. Ponlo en una pantalla o en papel.",
    },
    {
      title: "Imprímelo",
      body: "Añade el nombre o el código QR a carteles, folletos, invitaciones y tarjetas de mesa para que tus invitados te encuentren el gran día.",
    },
  ],
  linksTitle: "Enlaces directos",
  linksBody: "Cada MyPin tiene un enlace con esta forma, con el nombre en lugar de {name}:",
  linkForm: (origin) => `${origin}/?pin={name}`,
  linksExamples: "Por ejemplo:",
  qrTitle: "Códigos QR",
  qrBody: [
    "El código QR de un MyPin contiene su enlace directo y nada más, así que al escanearlo se abre la misma página que con el enlace.",
    "Los propietarios lo descargan en Gestionar mis MyPins, solo o en una tarjeta imprimible con el nombre encima.",
    "Imprímelo con al menos 3 cm de ancho en un sitio donde se pueda acercar el móvil: una puerta, una ventana, una tarjeta de mesa o una invitación.",
  ],
  qrExampleLink: "Ver la tarjeta imprimible",
  downloadsTitle: "Logotipo e icono",
  downloadsBody: "Úsalos junto a tu MyPin en material impreso o en tu web.",
  downloadLogo: "Descargar el logotipo de MyPin (SVG)",
  downloadIcon: "Descargar el icono de MyPin (SVG)",
};

export const sharePage: TTranslation<typeof en.sharePage> = {
  redirecting: "Te llevamos a este MyPin en 2 segundos.",
  goNow: "Ir ahora",
  title: (name) => `Abriendo MyPin: ${name}`,
};

export const renamedPin: TTranslation<typeof en.renamedPin> = {
  title: (from, to) => `${from} ahora se llama ${to}`,
  detail: "El nombre anterior te trae aquí durante un tiempo. A partir de ahora, usa el nuevo.",
};

export const qrExample: TTranslation<typeof en.qrExample> = {
  intro:
    "Los propietarios descargan el código QR de su MyPin en esta tarjeta desde Gestionar mis MyPins, lista para imprimir. Al escanear el código se abre el MyPin con las indicaciones.",
  imageAlt: (name) => `Tarjeta QR de MyPin para ${name}: «Escanea para llegar», el nombre y su código QR`,
  encodes: "El código de este ejemplo contiene el enlace:",
  guideLink: "Más formas de compartir un MyPin",
  title: "Ejemplo de código QR",
};

export const qrHolder: TTranslation<typeof en.qrHolder> = {
  heading: "Escanea para llegar",
  hint: "Apunta la cámara del móvil al código de abajo",
};
