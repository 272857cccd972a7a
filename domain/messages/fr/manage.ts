import type * as en from "../manage.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// French texts of manage.ts.
export const manage: TTranslation<typeof en.manage> = {
  ownerTitle: "Gérer mes MyPins",
  loading: "Chargement de vos MyPins…",
  emptyTitle: "Aucun MyPin pour l'instant",
  emptyBody: "Créez votre premier MyPin pour commencer à organiser vos lieux",
  coordinatesUpdatedBadge: "Coordonnées mises à jour",
  cancel: "Résilier",
  cancelled: "Résilié",
  cancellationRequested: "Résiliation demandée",
  editLocation: "Modifier l'emplacement",
  shareLinkTooLong: "Ce MyPin produit une URL trop longue pour générer un QR code fiable",
  loadFailed: "Impossible de charger les MyPins",
  copyFailed: "Échec de la copie",
  qrFailed: "Impossible de générer le QR code. Veuillez réessayer.",
  recordCancellationFailed: (detail) => `Impossible d'enregistrer la résiliation : ${detail}`,
  cancellationSubmitted: "Résiliation envoyée",
  cancellationScheduled: "Résiliation programmée",
  linkCopied: "Lien du MyPin copié !",
  qrDownloaded: "QR code téléchargé !",
  cancelSubscriptionTitle: "Résilier l'abonnement",
  confirmCancellation: "Confirmer la résiliation",
};

export const managePage: TTranslation<typeof en.managePage> = {
  countCreated: (count) => plural("fr", count, { one: "# MyPin créé", other: "# MyPins créés" }),
  signInPrompt: "Connectez-vous pour voir et gérer les MyPins qui vous appartiennent.",
  groupHeading: (tier, count) => `${tier} (${count})`,
  columns: {
    name: "Nom du MyPin",
    link: "Lien du MyPin",
    copyLink: "Copier le lien",
    qrCode: "QR code",
    searchCount: "Nombre de recherches",
    latitude: "Latitude",
    longitude: "Longitude",
    created: "Créé le",
    lastUpdated: "Dernière mise à jour",
    actions: "Actions",
  },
  copyLink: "Copier le lien",
  searchHistory: (count, days) =>
    plural("fr", count, {
      one: `# recherche sur les ${days} derniers jours`,
      other: `# recherches sur les ${days} derniers jours`,
    }),
  qrCode: "QR code",
  pagination: "Pages de MyPins",
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  previous: "Précédent",
  next: "Suivant",
  retry: "Réessayer",
  cancelDialogBody: (name) =>
    `La résiliation de ${name} est programmée auprès de notre prestataire de paiement. ${name} reste actif jusqu'à la fin de la période de facturation en cours, et nous vous enverrons un e-mail de confirmation.`,
  keepSubscription: "Annuler",
  scheduledDetail: (name, date) => `${name} reste actif jusqu'au ${date}.`,
  submittedDetail:
    "Votre demande est enregistrée. Nous la finaliserons auprès de notre prestataire de paiement et vous enverrons un e-mail.",
  unreachable: "Impossible de joindre MyPin",
};

export const standing: TTranslation<typeof en.standing> = {
  graceTitle: (name) => `${name} n'est plus renouvelé`,
  graceBody: (date) =>
    `Son dernier paiement n'a pas abouti : son abonnement a donc pris fin. Il reste actif jusqu'au ${date}, puis le nom sera libéré si vous ne le renouvelez pas.`,
  renew: "Renouveler",
  renewFailed: (detail) => `Impossible de lancer le renouvellement : ${detail}`,
  ended: "L'abonnement de ce MyPin a pris fin. Il sera bientôt libéré.",
  endsOn: (date) => `Prend fin le ${date}`,
  renewsOn: (date) => `Renouvellement le ${date}`,
  paymentFailed: "Le dernier paiement a échoué. Nous allons réessayer ; veuillez mettre à jour votre carte.",
  updateCard: "Mettre à jour la carte",
};

export const billingPage: TTranslation<typeof en.billingPage> = {
  title: "Paramètres de facturation",
  opening: "Ouverture de vos paramètres de facturation…",
  failed: "Impossible d'ouvrir vos paramètres de facturation.",
  retry: "Réessayer",
  signInFirst: "Connectez-vous pour voir vos paramètres de facturation.",
};

export const qrLink: TTranslation<typeof en.qrLink> = {
  invalid: "Ce lien de QR code n'est pas valide",
  expired: "Ce lien de QR code a expiré. Veuillez télécharger à nouveau le QR code.",
};

export const qr: TTranslation<typeof en.qr> = {
  noInput: "Aucun texte saisi",
  tooBig: "La quantité de données est trop importante pour tenir dans un QR code",
};

export const qrLimits: TTranslation<typeof en.qrLimits> = {
  tooMany: "Trop de demandes de QR code. Veuillez patienter un moment avant de réessayer.",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indications d’accès",
  dialogTitle: (name) => `Indications d’accès pour ${name}`,
  dialogBody:
    "Dites aux visiteurs ce qu’il faut savoir une fois sur place. Toute personne qui consulte ce MyPin les voit, sous l’itinéraire et sur son lien de partage.",
  label: "Indications",
  placeholder: "Sonnez au portail n° 2. Parking derrière la grange.",
  charactersLeft: (count) => plural("fr", count, { one: "# caractère restant", other: "# caractères restants" }),
  charactersOver: (count) => plural("fr", count, { one: "# caractère en trop", other: "# caractères en trop" }),
  save: "Enregistrer",
  cancel: "Annuler",
  saved: "Indications d’accès enregistrées",
  removed: "Indications d’accès supprimées",
  saveFailed: (detail) => `Impossible d’enregistrer les indications d’accès : ${detail}`,
  tooLong: "Les indications d’accès ne peuvent pas dépasser 280 caractères.",
  expletive: "Les indications d’accès ne peuvent pas contenir de grossièretés.",
};

export const embedDialog: TTranslation<typeof en.embedDialog> = {
  button: "Intégrer",
  title: (name) => `Intégrer ${name} à votre site`,
  body: "Affichez cette carte sur votre site : collez le code dans le HTML de votre page.",
  codeLabel: "Code à coller",
  copy: "Copier le code",
  copied: "Code d'intégration copié !",
  frameTitle: (name) => `${name} sur MyPin`,
};
