import type * as en from "../consent.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of consent.ts.
export const cookieBanner: TTranslation<typeof en.cookieBanner> = {
  title: "Usamos cookies",
  body: "Usamos cookies necesarias para mantener tu sesión iniciada. Si das tu consentimiento, también contamos las páginas vistas con nuestra propia herramienta de analítica, cuyos datos nunca salen de MyPin.",
  region: "Consentimiento de cookies",
  accept: "Aceptar",
  deny: "Rechazar",
  settings: "Configuración",
  policyLink: "Política de cookies",
  settingsLink: "Configuración de cookies",
};

export const cookieSettings: TTranslation<typeof en.cookieSettings> = {
  title: "Configuración de cookies",
  intro: "Elige qué cookies puede usar MyPin. Puedes cambiar tu elección aquí en cualquier momento.",
  necessaryTitle: "Necesarias",
  necessaryBody:
    "mypin_access y mypin_refresh mantienen tu sesión iniciada; mypin_sign_up permite terminar un registro en el mismo navegador en el que se empezó; mypin_hold mantiene reservado para ti un nombre que estás comprando mientras no has iniciado sesión; cookies-consent recuerda esta elección durante 1 año.",
  alwaysOn: "Siempre activas",
  analyticsTitle: "Analítica",
  analyticsBody:
    "mypin_analytics guarda un identificador de visitante aleatorio durante 2 años para que nuestra propia herramienta de analítica pueda contar las páginas vistas, los pagos iniciados y los enlaces copiados. No se comparte nada con terceros.",
  analyticsLabel: "Permitir cookies de analítica",
  save: "Guardar",
  saved: "Se ha guardado tu elección de cookies.",
  current: (choice) =>
    choice === null
      ? "Elección actual: ninguna todavía"
      : `Elección actual: analítica ${choice === "accepted" ? "aceptada" : "rechazada"}`,
};

export const analyticsEvents: TTranslation<typeof en.analyticsEvents> = {
  tooMany: "Demasiados eventos de analítica. Inténtalo de nuevo más tarde.",
};

export const eventCharts: TTranslation<typeof en.eventCharts> = {
  section: "Páginas vistas y eventos",
  chartTitle: (days) => `Páginas vistas por día, últimos ${days} días`,
  chartSummary: (total, days, max, busiest) =>
    `Páginas vistas en los últimos ${days} días: ${total}; el día con más, ${busiest}, tuvo ${max}.`,
  chartTable: "Páginas vistas por día",
  day: "Día",
  count: "Páginas vistas",
  empty: (days) => `No se ha registrado ninguna página vista en los últimos ${days} días`,
  failed: "No se han podido obtener las páginas vistas y los eventos",
  typesCaption: (days) => `Eventos de los últimos ${days} días`,
  type: "Evento",
  typeCount: "Número",
  types: { page_view: "Páginas vistas", begin_checkout: "Pagos iniciados", share: "Enlaces copiados" },
};
