import type * as en from "../consent.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of consent.ts.
export const cookieBanner: TTranslation<typeof en.cookieBanner> = {
  title: "Utilizamos cookies",
  body: "Utilizamos cookies necessários para manter a sua sessão iniciada. Com o seu consentimento, contamos também as visualizações de páginas com a nossa própria ferramenta de análise, cujos dados nunca saem do MyPin.",
  region: "Consentimento de cookies",
  accept: "Aceitar",
  deny: "Recusar",
  settings: "Definições",
  policyLink: "Política de cookies",
  settingsLink: "Definições de cookies",
};

export const cookieSettings: TTranslation<typeof en.cookieSettings> = {
  title: "Definições de cookies",
  intro: "Escolha os cookies que o MyPin pode utilizar. Pode alterar a sua escolha aqui a qualquer momento.",
  necessaryTitle: "Necessários",
  necessaryBody:
    "mypin_access e mypin_refresh mantêm a sua sessão iniciada; mypin_sign_up permite que o navegador onde começou um registo o conclua; mypin_hold mantém reservado para si um nome que está a comprar enquanto não tem sessão iniciada; cookies-consent guarda esta escolha durante 1 ano.",
  alwaysOn: "Sempre ativos",
  analyticsTitle: "Análise",
  analyticsBody:
    "mypin_analytics guarda um identificador de visitante aleatório durante 2 anos, para que a nossa própria ferramenta de análise possa contar visualizações de páginas, pagamentos iniciados e links copiados. Nada é partilhado com terceiros.",
  analyticsLabel: "Permitir cookies de análise",
  save: "Guardar",
  saved: "A sua escolha de cookies foi guardada.",
  current: (choice) =>
    choice === null
      ? "Escolha atual: ainda nenhuma"
      : `Escolha atual: cookies de análise ${choice === "accepted" ? "aceites" : "recusados"}`,
};

export const analyticsEvents: TTranslation<typeof en.analyticsEvents> = {
  tooMany: "Demasiados eventos de análise. Tente novamente mais tarde.",
};

export const eventCharts: TTranslation<typeof en.eventCharts> = {
  section: "Visualizações de páginas e eventos",
  chartTitle: (days) => `Visualizações de páginas por dia, últimos ${days} dias`,
  chartSummary: (total, days, max, busiest) =>
    `Visualizações de páginas nos últimos ${days} dias: ${total}. O dia com mais visualizações, ${busiest}, teve ${max}.`,
  chartTable: "Visualizações de páginas por dia",
  day: "Dia",
  count: "Visualizações de páginas",
  empty: (days) => `Não foram registadas visualizações de páginas nos últimos ${days} dias`,
  failed: "Não foi possível obter as visualizações de páginas e os eventos",
  typesCaption: (days) => `Eventos nos últimos ${days} dias`,
  type: "Evento",
  typeCount: "Número",
  types: { page_view: "Visualizações de páginas", begin_checkout: "Pagamentos iniciados", share: "Links copiados" },
};
