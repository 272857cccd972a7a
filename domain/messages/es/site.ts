import type * as en from "../site.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of site.ts.
export const PRODUCT: TTranslation<typeof en.PRODUCT> = "MyPin";

export const layout: TTranslation<typeof en.layout> = {
  home: "Inicio",
  mainNavigation: "Principal",
  shareMyPins: "Compartir MyPins",
  examples: "Ejemplos",
  renters: "Alquileres",
  business: "Negocios",
  weddings: "Bodas",
  privatePlates: "Matrículas personalizadas",
  pricing: "Precios",
  aboutUs: "Quiénes somos",
  openMenu: "Abrir menú",
  close: "Cerrar",
  footerNavigation: "Pie de página",
  copyright: (year) => `© ${year} MyPin. Todos los derechos reservados.`,
  dashboard: "Panel",
  contact: "Contacto",
  terms: "Condiciones",
  privacy: "Privacidad",
  cookies: "Cookies",
  cookieSettings: "Configuración de cookies",
  developers: "Desarrolladores",
  loading: "Cargando",
  language: "Idioma",
  notifications: "Notificaciones",
};

export const accountMenu: TTranslation<typeof en.accountMenu> = {
  signIn: "Iniciar sesión",
  signOut: "Cerrar sesión",
  signedInAs: (email) => `Sesión iniciada como ${email}`,
  billingPortal: "Portal de facturación",
  changePassword: "Cambiar contraseña",
  apiKeys: "Claves de API",
  billingPortalFailed: "No se ha podido acceder al portal de facturación. Inténtalo de nuevo.",
};

export const loadFailure: TTranslation<typeof en.loadFailure> = {
  page: "No se ha podido cargar esta página.",
  map: "No se ha podido cargar el mapa.",
  reason: "Puede que MyPin se acabe de actualizar. Recarga la página para obtener la última versión.",
  reload: "Recargar",
};

export const noScript: TTranslation<typeof en.noScript> = {
  form: "Este formulario necesita JavaScript. Actívalo en tu navegador para usarlo.",
};

export const notFoundPage: TTranslation<typeof en.notFoundPage> = {
  title: "¡Vaya! Página no encontrada",
  home: "Volver al inicio",
};

export const footer: TTranslation<typeof en.footer> = {
  currencies: (browser, geo) => `Navegador: ${browser} | Ubicación: ${geo}`,
  paymentCurrency: (currency) => `Moneda de pago: ${currency}`,
};

export const footerCurrency: TTranslation<typeof en.footerCurrency> = {
  unknown: "Desconocida",
};
