import type * as en from "../consent.ts";
import type { TTranslation } from "../translation.ts";

// French texts of consent.ts.
export const cookieBanner: TTranslation<typeof en.cookieBanner> = {
  title: "Nous utilisons des cookies",
  body: "Nous utilisons des cookies nécessaires pour maintenir votre session ouverte. Avec votre consentement, nous comptons aussi les pages vues avec notre propre outil de mesure d'audience, dont les données ne quittent jamais MyPin.",
  region: "Consentement aux cookies",
  accept: "Accepter",
  deny: "Refuser",
  settings: "Paramètres",
  policyLink: "Politique relative aux cookies",
  settingsLink: "Paramètres des cookies",
};

export const cookieSettings: TTranslation<typeof en.cookieSettings> = {
  title: "Paramètres des cookies",
  intro: "Choisissez les cookies que MyPin peut utiliser. Vous pouvez modifier votre choix ici à tout moment.",
  necessaryTitle: "Nécessaires",
  necessaryBody:
    "mypin_access et mypin_refresh maintiennent votre session ouverte ; mypin_sign_up permet au navigateur qui a commencé une inscription de la terminer ; mypin_hold vous réserve un nom que vous êtes en train d'acheter quand vous n'êtes pas connecté ; cookies-consent mémorise ce choix pendant 1 an.",
  alwaysOn: "Toujours actifs",
  analyticsTitle: "Mesure d'audience",
  analyticsBody:
    "mypin_analytics conserve un identifiant de visiteur aléatoire pendant 2 ans, afin que notre propre outil de mesure d'audience puisse compter les pages vues, les paiements commencés et les liens copiés. Rien n'est partagé avec des tiers.",
  analyticsLabel: "Autoriser les cookies de mesure d'audience",
  save: "Enregistrer",
  saved: "Votre choix concernant les cookies est enregistré.",
  current: (choice) =>
    choice === null
      ? "Choix actuel : aucun pour l'instant"
      : `Choix actuel : mesure d'audience ${choice === "accepted" ? "acceptée" : "refusée"}`,
};

export const analyticsEvents: TTranslation<typeof en.analyticsEvents> = {
  tooMany: "Trop d'événements de mesure d'audience. Veuillez réessayer plus tard.",
};

export const eventCharts: TTranslation<typeof en.eventCharts> = {
  section: "Pages vues et événements",
  chartTitle: (days) => `Pages vues par jour, ${days} derniers jours`,
  chartSummary: (total, days, max, busiest) =>
    `Pages vues sur les ${days} derniers jours : ${total} ; jour le plus chargé : ${busiest}, avec ${max}.`,
  chartTable: "Pages vues par jour",
  day: "Jour",
  count: "Pages vues",
  empty: (days) => `Aucune page vue enregistrée sur les ${days} derniers jours`,
  failed: "Impossible de récupérer les pages vues et les événements",
  typesCaption: (days) => `Événements des ${days} derniers jours`,
  type: "Événement",
  typeCount: "Nombre",
  types: { page_view: "Pages vues", begin_checkout: "Paiements commencés", share: "Liens copiés" },
};
