import type * as en from "../landing.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of landing.ts.
export const landing: TTranslation<typeof en.landing> = {
  searchPlaceholder: "Introduce un MyPin para buscarlo",
  getDirections: "Cómo llegar",
  createPlaceholder: "Escribe un nombre para tu lugar",
  createButton: "Crear MyPin",
  manageButton: "Gestionar MyPins",
  signInNote: "Tendrás que iniciar sesión al confirmar",
  howItWorks: "Cómo funciona",
};

export const landingPage: TTranslation<typeof en.landingPage> = {
  headline: "Un nombre corto para cada lugar",
  tagline: "Busca un MyPin para obtener indicaciones o crea el tuyo para los lugares que te importan.",
  searchTitle: "Encuentra un lugar",
  searchIntro: "Escribe un MyPin para obtener indicaciones para llegar.",
  topSearched: "MyPins populares",
  createTitle: "Ponle nombre a tu lugar",
  createIntro: "Dale a tu casa, tu tienda o tu espacio un nombre que cualquiera pueda encontrar.",
  formatHelpHeading: "Formatos permitidos",
  howItWorksSteps: [
    { title: "Ponle nombre", body: "Elige un MyPin corto y fácil de recordar y colócalo en el mapa." },
    { title: "Compártelo", body: "Envía el enlace o imprime el código QR para tus invitados y clientes." },
    { title: "Encuéntralo", body: "Cualquiera busca el MyPin y obtiene indicaciones en su app de mapas." },
  ],
  occasionsTitle: "Pensado para cualquier lugar",
  occasions: ["Casas", "Tiendas", "Espacios para bodas", "Alquileres", "Matrículas personalizadas"],
};
