import type * as en from "../share.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of share.ts.
export const shareGuide: TTranslation<typeof en.shareGuide> = {
  title: "Partilhar MyPins",
  intro:
    "Quem abrir o seu MyPin obtém direções para o local exato no Apple Maps ou no Google Maps. Veja como o pode partilhar.",
  waysTitle: "Três formas de partilhar",
  ways: [
    {
      title: "Envie o link",
      body: "Copie o link do seu MyPin em «Gerir os meus MyPins» e cole-o numa mensagem, num e-mail ou no seu site.",
    },
    {
      title: "Mostre o código QR",
      body: "A câmara de um telemóvel abre o seu MyPin a partir do código QR, sem ser preciso escrever nada. Mostre-o num ecrã ou em papel.",
    },
    {
      title: "Imprima-o",
      body: "Adicione o nome ou o código QR a placas, folhetos, convites e marcadores de lugar, para que os convidados o encontrem no próprio dia.",
    },
  ],
  linksTitle: "Links diretos",
  linksBody: "Cada MyPin tem um link neste formato, com o nome no lugar de {name}:",
  linkForm: (origin) => `${origin}/?pin={name}`,
  linksExamples: "Por exemplo:",
  qrTitle: "Códigos QR",
  qrBody: [
    "O código QR de um MyPin contém apenas o seu link direto, pelo que lê-lo abre a mesma página que o link.",
    "Os proprietários descarregam-no em «Gerir os meus MyPins», isolado ou num cartão para imprimir com o nome por cima.",
    "Imprima-o com pelo menos 3 cm de largura, num sítio onde as pessoas possam aproximar o telemóvel: uma porta, uma janela, um cartão de mesa ou um convite.",
  ],
  qrExampleLink: "Ver o cartão para imprimir",
  downloadsTitle: "Logótipo e ícone",
  downloadsBody: "Use-os junto ao seu MyPin em material impresso ou no seu site.",
  downloadLogo: "Descarregar o logótipo do MyPin (SVG)",
  downloadIcon: "Descarregar o ícone do MyPin (SVG)",
};

export const sharePage: TTranslation<typeof en.sharePage> = {
  redirecting: "A abrir este MyPin dentro de 2 segundos.",
  goNow: "Ir agora",
  title: (name) => `A abrir o MyPin: ${name}`,
};

export const renamedPin: TTranslation<typeof en.renamedPin> = {
  title: (from, to) => `${from} chama-se agora ${to}`,
  detail: "O nome antigo ainda o traz aqui durante algum tempo. A partir de agora, use o novo.",
};

export const qrExample: TTranslation<typeof en.qrExample> = {
  intro:
    "Os proprietários descarregam o código QR do seu MyPin neste cartão, pronto a imprimir, em «Gerir os meus MyPins». Ler o código abre o MyPin com as direções.",
  imageAlt: (name) => `Cartão QR do MyPin ${name}: «Digitalize para chegar», o nome e o respetivo código QR`,
  encodes: "O código deste exemplo contém o link:",
  guideLink: "Mais formas de partilhar um MyPin",
  title: "Exemplo de código QR",
};

export const qrHolder: TTranslation<typeof en.qrHolder> = {
  heading: "Digitalize para chegar",
  hint: "Aponte a câmara do telemóvel para o código abaixo",
};
