import type * as en from "../site.ts";
import type { TTranslation } from "../translation.ts";

// French texts of site.ts.
export const PRODUCT: TTranslation<typeof en.PRODUCT> = "MyPin";

export const layout: TTranslation<typeof en.layout> = {
  home: "Accueil",
  mainNavigation: "Menu principal",
  shareMyPins: "Partager des MyPins",
  examples: "Exemples",
  renters: "Locations",
  business: "Entreprises",
  weddings: "Mariages",
  privatePlates: "Plaques personnalisées",
  pricing: "Tarifs",
  aboutUs: "À propos",
  openMenu: "Ouvrir le menu",
  close: "Fermer",
  footerNavigation: "Pied de page",
  copyright: (year) => `© ${year} MyPin. Tous droits réservés.`,
  dashboard: "Tableau de bord",
  contact: "Contact",
  terms: "Conditions",
  privacy: "Confidentialité",
  cookies: "Cookies",
  cookieSettings: "Paramètres des cookies",
  developers: "Développeurs",
  loading: "Chargement",
  language: "Langue",
  notifications: "Notifications",
};

export const accountMenu: TTranslation<typeof en.accountMenu> = {
  signIn: "Se connecter",
  signOut: "Se déconnecter",
  signedInAs: (email) => `Connecté en tant que ${email}`,
  billingPortal: "Portail de facturation",
  changePassword: "Modifier le mot de passe",
  apiKeys: "Clés d'API",
  billingPortalFailed: "Impossible d'accéder au portail de facturation. Veuillez réessayer.",
};

export const loadFailure: TTranslation<typeof en.loadFailure> = {
  page: "Impossible de charger cette page.",
  map: "Impossible de charger la carte.",
  reason: "MyPin vient peut-être d'être mis à jour. Rechargez la page pour obtenir la dernière version.",
  reload: "Recharger",
};

export const noScript: TTranslation<typeof en.noScript> = {
  form: "Ce formulaire nécessite JavaScript. Activez-le dans votre navigateur pour l'utiliser.",
};

export const notFoundPage: TTranslation<typeof en.notFoundPage> = {
  title: "Oups ! Page introuvable",
  home: "Retour à l'accueil",
};

export const footer: TTranslation<typeof en.footer> = {
  currencies: (browser, geo) => `Navigateur : ${browser} | Géo : ${geo}`,
  paymentCurrency: (currency) => `Devise de paiement : ${currency}`,
};

export const footerCurrency: TTranslation<typeof en.footerCurrency> = {
  unknown: "Inconnue",
};
