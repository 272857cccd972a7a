import type * as en from "../landing.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of landing.ts.
export const landing: TTranslation<typeof en.landing> = {
  searchPlaceholder: "Introduza um MyPin para pesquisar",
  getDirections: "Obter direções",
  createPlaceholder: "Introduza um nome para o seu lugar",
  createButton: "Criar MyPin",
  manageButton: "Gerir MyPins",
  signInNote: "Terá de iniciar sessão ao confirmar",
  howItWorks: "Como funciona",
};

export const landingPage: TTranslation<typeof en.landingPage> = {
  headline: "Um nome curto para cada lugar",
  tagline: "Pesquise um MyPin para obter direções ou crie o seu para os lugares que lhe são importantes.",
  searchTitle: "Encontrar um lugar",
  searchIntro: "Escreva um MyPin para obter direções até lá.",
  topSearched: "MyPins populares",
  createTitle: "Dê um nome ao seu lugar",
  createIntro: "Dê à sua casa, loja ou espaço um nome que qualquer pessoa consegue encontrar.",
  formatHelpHeading: "Formatos permitidos",
  howItWorksSteps: [
    { title: "Dê-lhe um nome", body: "Escolha um MyPin curto e fácil de memorizar e coloque-o no mapa." },
    { title: "Partilhe-o", body: "Envie o link ou imprima o código QR para convidados e clientes." },
    {
      title: "Encontre-o",
      body: "Qualquer pessoa pesquisa o MyPin e obtém direções na sua aplicação de mapas.",
    },
  ],
  occasionsTitle: "Feito para todos os lugares",
  occasions: ["Casas", "Lojas", "Espaços para casamentos", "Alojamento local", "Matrículas personalizadas"],
};
