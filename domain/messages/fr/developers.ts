import type * as en from "../developers.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// French texts of developers.ts.
export const apiRefusals: TTranslation<typeof en.apiRefusals> = {
  keyMissing: "Envoyez votre clé d'API dans l'en-tête Authorization (Bearer mp_…) ou dans l'en-tête X-Api-Key.",
  keyInvalid: "Cette clé d'API n'est pas valide. Vérifiez qu'elle a été copiée en entier, ou créez-en une nouvelle.",
  keyRevoked: "Cette clé d'API a été révoquée ou régénérée. Utilisez la clé régénérée, ou créez-en une nouvelle.",
  wrongWebsite:
    "Cette clé navigateur ne peut pas être utilisée depuis ce site web. Ajoutez ce site à la liste de la clé ou utilisez une autre clé.",
  burst: "Trop d'appels avec cette clé en quelques secondes. Patientez un instant, puis réessayez.",
  monthly:
    "Ce compte a utilisé tous ses appels d'API gratuits ce mois-ci. Ils seront de nouveau disponibles le 1er du mois prochain (UTC).",
  keyLimit: "Vous avez déjà 10 clés d'API. Révoquez-en une avant d'en créer une autre.",
  keyNotFound: "Cette clé d'API n'existe pas ou a été révoquée.",
  keyLookups:
    "Trop de clés d'API inconnues depuis votre adresse. Vérifiez que votre clé a été copiée en entier, puis réessayez dans une minute.",
  keyCap:
    "Cette clé a effectué tous les appels que son propriétaire lui accorde ce mois-ci. Ils seront de nouveau disponibles le 1er du mois prochain (UTC).",
  creationsPerDay:
    "Vous avez créé 20 clés d'API au cours des dernières 24 heures. Patientez un peu avant d'en créer une autre.",
  revocationsPerDay:
    "Vous avez régénéré ou révoqué 20 clés d'API au cours des dernières 24 heures. Patientez un peu avant d'en régénérer ou d'en révoquer une autre.",
  capWhole: "Saisissez le plafond mensuel sous forme de nombre entier d'appels, au moins 1",
  capAbove: (max) => `Le plafond mensuel d'une clé ne peut pas dépasser les ${max} appels gratuits du compte`,
  nameRequired: "Donnez un nom à la clé",
  nameTooLong: "Le nom d'une clé ne peut pas dépasser 60 caractères",
  websiteRequired: "Une clé navigateur doit avoir au moins un site web",
  websiteInvalid: "Saisissez le site web sous forme d'adresse, par exemple https://example.com",
  tooManyWebsites: "Une clé navigateur ne peut pas avoir plus de 10 sites web",
  serverKeyWebsites: "Une clé serveur n'est liée à aucun site web : laissez la liste vide",
};

export const apiKeysPage: TTranslation<typeof en.apiKeysPage> = {
  title: "Clés d'API",
  intro:
    "Les clés permettent à votre site ou à votre application de consulter des MyPins avec l'API MyPin. Chaque compte dispose de 1 000 appels gratuits par mois, partagés entre toutes ses clés.",
  guideLink: "Lire le guide du développeur",
  signInFirst: "Connectez-vous pour voir et créer vos clés d'API.",
  loading: "Chargement de vos clés d'API…",
  loadFailed: "Impossible de charger vos clés d'API.",
  retry: "Réessayer",
  usageHeading: "Ce mois-ci",
  usage: (used, quota) => `${used} appels gratuits utilisés sur ${quota}`,
  resets: (date) => `Vos appels gratuits seront de nouveau disponibles le ${date}.`,
  usageChart: (month) => `Appels par jour en ${month}`,
  dayCalls: (day, calls) => plural("fr", calls, { one: `${day} : # appel`, other: `${day} : # appels` }),
  noCallsYet: "Aucun appel pour l'instant ce mois-ci.",
  keysHeading: "Vos clés",
  empty: "Vous n'avez pas encore de clé d'API. Créez-en une pour effectuer votre premier appel.",
  create: "Créer une clé",
  serverKey: "Clé serveur",
  browserKey: "Clé navigateur",
  endsWith: (hint) => `Se termine par …${hint}`,
  created: (date) => `Créée le ${date}`,
  rotated: (date) => `Régénérée le ${date}`,
  callsThisMonth: (calls) => plural("fr", calls, { one: "# appel ce mois-ci", other: "# appels ce mois-ci" }),
  websites: "Sites autorisés",
  rename: "Renommer",
  rotate: "Régénérer",
  revoke: "Révoquer",
  callsOfCap: (calls, cap) =>
    plural("fr", cap, { one: `${calls} sur # appel ce mois-ci`, other: `${calls} sur # appels ce mois-ci` }),
  cap: "Plafond mensuel",
};

export const apiKeyDialogs: TTranslation<typeof en.apiKeyDialogs> = {
  createTitle: "Créer une clé d'API",
  createDescription:
    "Nommez la clé d'après ce qui va l'utiliser : vous saurez ainsi laquelle régénérer ou révoquer plus tard.",
  nameLabel: "Nom",
  namePlaceholder: "Application de livraison",
  kindLabel: "Type",
  serverKind: "Clé serveur",
  serverKindHint:
    "Pour vos serveurs et vos applications. Gardez-la secrète : toute personne qui la détient peut consommer vos appels.",
  browserKind: "Clé navigateur",
  browserKindHint:
    "Pour vos pages web. Elle ne fonctionne que sur les sites que vous indiquez : elle peut donc figurer dans le code d'une page.",
  websitesLabel: "Sites web",
  websitesHint: "Une adresse par ligne, par exemple https://example.com",
  createSubmit: "Créer la clé",
  cancel: "Annuler",
  createFailed: (detail) => `Impossible de créer la clé : ${detail}`,
  secretTitle: "Copiez votre clé maintenant",
  secretBody:
    "C'est la seule fois que nous affichons cette clé. Conservez-la en lieu sûr ; si vous la perdez, régénérez-la pour en obtenir une nouvelle.",
  secretLabel: (name) => `Clé « ${name} »`,
  copy: "Copier la clé",
  copied: "Clé copiée",
  copyFailed: "Impossible de copier. Sélectionnez la clé et copiez-la vous-même.",
  done: "Terminé",
  renameTitle: (name) => `Renommer « ${name} »`,
  renameSubmit: "Enregistrer le nom",
  renamed: "Clé renommée",
  renameFailed: (detail) => `Impossible de renommer la clé : ${detail}`,
  rotateTitle: (name) => `Régénérer « ${name} » ?`,
  rotateBody:
    "La clé reçoit une nouvelle valeur et l'actuelle cesse immédiatement de fonctionner. Son nom, ses sites web et ses appels sont conservés.",
  rotateSubmit: "Régénérer la clé",
  rotateFailed: (detail) => `Impossible de régénérer la clé : ${detail}`,
  revokeTitle: (name) => `Révoquer « ${name} » ?`,
  revokeBody: "Tout ce qui utilise cette clé cessera immédiatement de fonctionner. Cette action est irréversible.",
  revokeSubmit: "Révoquer la clé",
  revoked: "Clé révoquée",
  revokeFailed: (detail) => `Impossible de révoquer la clé : ${detail}`,
  capLabel: "Plafond mensuel",
  capHint: (max) =>
    `Le nombre maximal d'appels que cette clé peut faire par mois, de 1 à ${max}. Laissez le champ vide pour qu'elle puisse utiliser tous les appels gratuits du compte.`,
  capTitle: (name) => `Plafond mensuel de ${name}`,
  capDescription:
    "Un plafond empêche une seule clé de dépenser tous les appels de votre compte, par exemple une clé navigateur copiée depuis le code de votre page, où tout le monde peut la voir.",
  capSubmit: "Enregistrer le plafond",
  capSaved: "Plafond mensuel enregistré",
  capFailed: (detail) => `Impossible d'enregistrer le plafond : ${detail}`,
};

export const developersPage: TTranslation<typeof en.developersPage> = {
  title: "MyPin pour les développeurs",
  intro:
    "Interrogez un MyPin depuis votre site ou votre application et envoyez vos livreurs, vos invités ou vos clients directement à la bonne porte. Une API JSON en lecture seule, gratuite jusqu'à 1 000 appels par mois.",
  getKey: "Obtenir une clé d'API",
  quickStartHeading: "Démarrer en cinq minutes",
  stepKey:
    "Créez une clé sur la page Clés d'API de votre compte. Utilisez une clé serveur sur vos serveurs et une clé navigateur dans vos pages web.",
  stepCall: "Demandez un MyPin par son nom :",
  stepJavaScript: "Ou en JavaScript :",
  stepAnswer:
    "Vous obtenez ses coordonnées, la ville la plus proche, les indications d'accès du propriétaire et des liens d'itinéraire :",
  copyCode: "Copier",
  codeCopied: "Copié",
  limitsHeading: "Limites",
  limits:
    "1 000 appels gratuits par mois et par compte, et 20 appels par clé sur toute période de 10 secondes. Chaque réponse contient les en-têtes RateLimit-Policy et RateLimit ; au-delà d'une limite, vous recevez une réponse 429 avec l'en-tête Retry-After. Sur votre page des clés d'API, donnez à une clé un plafond mensuel qui lui est propre : une clé navigateur, que n'importe qui peut copier depuis votre page, ne pourra alors pas dépenser tous vos appels.",
  embedHeading: "Afficher un MyPin sur votre site",
  embed:
    "Les propriétaires trouvent le code d'intégration de chaque MyPin dans Gérer mes MyPins : un petit encart avec la carte et les boutons d'itinéraire, à placer dans un iframe sur votre propre site.",
  referenceHeading: "Référence",
  referenceNote: "La référence est rédigée en anglais.",
  document: "Document OpenAPI 3.1",
  parameters: "Paramètres",
  answers: "Réponses",
  required: "obligatoire",
};
