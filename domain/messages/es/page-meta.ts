import type * as en from "../page-meta.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of page-meta.ts.
const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles: TTranslation<typeof en.pageTitles> = {
  home: "MyPin: un nombre corto y fácil de recordar para cualquier lugar",
  renters: suffix("Indicaciones para los huéspedes de tu alquiler"),
  carReg: suffix("Convierte tu matrícula personalizada en un lugar"),
  wedding: suffix("Indicaciones para todos los invitados de tu boda"),
  business: suffix("Ayuda a tus clientes a encontrar tu puerta"),
  landing: suffix("Comprueba si tu nombre está disponible"),
  reservation: suffix("Reserva tu nombre"),
  cta: suffix("Ponle nombre, compártelo, encuéntralo"),
  pricing: suffix("Precios"),
  about: suffix("Quiénes somos"),
  shareMyPins: suffix("Comparte tus MyPins"),
  qrExample: suffix("Ejemplo de código QR"),
  contact: suffix("Contacto"),
  terms: suffix("Condiciones del servicio"),
  privacy: suffix("Política de privacidad"),
  cookies: suffix("Política de cookies"),
  cookieSettings: suffix("Configuración de cookies"),
  share: suffix("Abriendo un MyPin"),
  transfer: suffix("Oferta de traspaso"),
  paymentSuccess: suffix("Pago recibido"),
  paymentCancelled: suffix("Pago cancelado"),
  verifyEmail: suffix("Verifica tu correo electrónico"),
  resetPassword: suffix("Restablece tu contraseña"),
  changePassword: suffix("Cambia tu contraseña"),
  billing: suffix("Facturación"),
  dashboard: suffix("Panel"),
  analytics: suffix("Analítica"),
  apiKeys: suffix("Claves de API"),
  developers: suffix("Desarrolladores"),
  notFound: suffix("Página no encontrada"),
};

export const pageDescriptions: TTranslation<typeof en.pageDescriptions> = {
  home: "Dale a tu casa, tienda, alquiler o espacio un nombre corto y fácil de recordar. Quien lo busque obtendrá indicaciones hasta la puerta en Apple Maps o Google Maps.",
  renters:
    "Envía un nombre fácil de recordar con cada reserva y tus huéspedes encontrarán tu alquiler vacacional a la primera, usen la app de mapas que usen.",
  carReg:
    "Convierte el nombre de tu matrícula personalizada en un MyPin que lleve a la gente a tu casa, tu garaje o tu negocio. Gratis durante 90 días en nombres Premium.",
  wedding:
    "Imprime un MyPin en tus invitaciones y todos los invitados obtendrán indicaciones para llegar a la ceremonia y al banquete, sin códigos postales ni entradas laterales difíciles de encontrar.",
  business:
    "Dale a tu tienda, oficina o pop-up un nombre que tus clientes recuerden, ponlo en carteles y tarjetas, y deja que obtengan indicaciones hasta tu puerta con un solo toque.",
  landing:
    "Escribe el nombre que quieres para tu lugar y comprueba al instante si está libre. Los nombres son únicos, se asignan por orden de llegada y se pueden cancelar en cualquier momento.",
  cta: "Tres pasos para un lugar que cualquiera puede encontrar: ponle nombre, comparte el nombre como enlace o código QR y deja que la gente lo encuentre en su app de mapas.",
  pricing:
    "Un precio anual por MyPin, según el formato de su nombre: Basic, Simple o Premium, en libras, euros o dólares. Cancela cuando quieras.",
  about:
    "MyPin da a los lugares nombres cortos y únicos que llevan directamente a la puerta. Descubre quiénes somos y cómo funcionan los nombres, los mapas y las suscripciones.",
  shareMyPins:
    "Comparte un MyPin como enlace, código QR o tarjeta imprimible, con nuestro logotipo y nuestro icono para tus carteles, invitaciones y mensajes de reserva.",
  qrExample:
    "Descubre cómo funciona un código QR de MyPin: escanéalo con la cámara del móvil y obtén indicaciones hasta el lugar que nombra en Apple Maps o Google Maps.",
  contact:
    "¿Tienes preguntas sobre un nombre, una suscripción o una marca de tu propiedad? Envía un mensaje al equipo de MyPin y te responderemos por correo electrónico.",
  developers:
    "La API de MyPin para sitios web y apps: consulta las coordenadas de un MyPin, la ciudad más cercana, cómo llegar y los enlaces de ruta. Gratis hasta 1000 llamadas al mes.",
  terms:
    "Las condiciones para usar MyPin y suscribirse a un nombre: precios, renovaciones, cancelación, reembolsos, política de nombres y uso aceptable.",
  privacy:
    "Qué datos recoge MyPin, para qué, cuánto tiempo los conserva, quién los trata y cómo acceder a ellos, corregirlos o eliminarlos.",
  cookies:
    "Las cookies y el almacenamiento del navegador que usa MyPin, uno por uno, con su finalidad y su duración, y cómo cambiar tu elección.",
};
