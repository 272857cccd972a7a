import { plural } from "../plural.ts";
import type * as en from "../purchase.ts";
import type { TTranslation } from "../translation.ts";

// French texts of purchase.ts.
export const promoRefusal: TTranslation<typeof en.promoRefusal> = {
  wrongTier: (code, tier) =>
    `${code} donne droit à un essai gratuit uniquement sur les noms ${tier === "premium" ? "Premium" : "Basic"}.`,
  trialUsed: "Ce compte a déjà bénéficié de son essai gratuit.",
};

export const trialLimits: TTranslation<typeof en.trialLimits> = {
  checkoutReplaced: "Un autre paiement utilisant votre essai gratuit a été ouvert en même temps. Veuillez recommencer.",
  refusedTitle: "Votre essai gratuit n'a pas démarré",
  refused: {
    account:
      "Ce compte a déjà bénéficié de son essai gratuit : l'abonnement a donc démarré aujourd'hui et sa première année a été facturée.",
    card: "La carte utilisée pour le paiement a déjà bénéficié d'un essai gratuit : l'abonnement a donc démarré aujourd'hui et sa première année a été facturée.",
  },
};

export const create: TTranslation<typeof en.create> = {
  paymentFailed: "Erreur de paiement : impossible de lancer le paiement. Veuillez réessayer.",
  authToPay: "Erreur d'authentification : veuillez vous connecter pour procéder au paiement",
  authAgain: "Erreur d'authentification : veuillez vous reconnecter pour continuer",
  promoIssue: "Problème de code promotionnel",
  promoUnavailable: "Impossible de valider le code promotionnel. Veuillez réessayer.",
  promoInvalid: "Code promotionnel non valide",
  promoErrorTitle: "Erreur de code promotionnel",
  secureFailed: "Impossible de réserver le MyPin pour sa création. Veuillez réessayer.",
  coordinatesFailed: "Impossible de mettre à jour les coordonnées. Veuillez réessayer.",
  noLongerAvailable:
    "MyPin plus disponible : ce MyPin a été pris par un autre utilisateur pendant votre réservation temporaire.",
  purchaseResumeFailed: "Impossible de poursuivre l'achat. Veuillez réessayer.",
  creationResumeFailed: "Impossible de poursuivre la création du MyPin. Veuillez réessayer.",
  noCheckoutUrl: "Aucune URL de paiement reçue du service de paiement",
  requiredForPayment: "Un MyPin est requis pour le paiement",
  creatingTitle: (name) => `Création du MyPin : ${name}`,
  editingTitle: (name) => `Modification de l'emplacement : ${name}`,
  addressPlaceholder: "Saisissez une adresse…",
  markerHint: "Déplacez le repère à l'endroit exact souhaité",
  buy: "Acheter le MyPin",
  save: "Enregistrer le MyPin",
  placeHelpTitle: "Comment placer votre MyPin",
  loading: "Chargement de votre MyPin…",
};

export const holdLimits: TTranslation<typeof en.holdLimits> = {
  perAccount:
    "Vous pouvez réserver au maximum 10 MyPins à la fois. Achetez-en un ou renoncez à l'un d'eux avant d'en réserver un autre.",
  perBrowser:
    "Vous pouvez réserver au maximum 3 MyPins à la fois sans vous connecter. Connectez-vous pour en réserver davantage, ou renoncez d'abord à l'un d'eux.",
  perAddress:
    "Trop de MyPins sont réservés depuis votre réseau sans connexion. Connectez-vous pour en réserver un, ou réessayez dans quelques minutes.",
  unpaidCheckouts:
    "Vous avez commencé deux paiements pour ce MyPin au cours des dernières 24 heures sans payer : il est donc laissé libre pour les autres pour le moment. Veuillez réessayer plus tard.",
  timeLimit:
    "Vous avez réservé ce MyPin pendant 30 minutes sans payer : il est donc laissé libre pour les autres pendant un moment. Veuillez réessayer plus tard.",
};

export const paymentLimits: TTranslation<typeof en.paymentLimits> = {
  tooMany: "Trop de demandes de paiement. Veuillez patienter un moment avant de réessayer.",
};

export const locks: TTranslation<typeof en.locks> = {
  noLongerAvailable: "Ce MyPin n'est plus disponible",
  reservedByAnother: "Ce MyPin a été réservé par un autre utilisateur",
  lockFailed: "Impossible de créer le verrou temporaire",
};

export const availability: TTranslation<typeof en.availability> = {
  taken: "Désolé, ce MyPin appartient déjà à quelqu'un d'autre. Essayez-en un autre.",
  reserved: "Ce MyPin est temporairement réservé par un autre utilisateur. Essayez-en un autre ou revenez plus tard.",
  unable: "Impossible de vérifier la disponibilité. Veuillez réessayer.",
  cancelAnytime: "Résiliable à tout moment",
  reservationLost: "Ce MyPin ne vous est plus réservé. Veuillez recommencer.",
  reservationUnverified: "Impossible de vérifier la réservation du MyPin. Veuillez réessayer.",
  timeExpired: "Temps écoulé. Veuillez vérifier à nouveau la disponibilité.",
  protectionExpired: "La protection de votre MyPin a expiré. Veuillez recommencer.",
};

export const availabilityPage: TTranslation<typeof en.availabilityPage> = {
  intro:
    "Saisissez le nom que vous voulez pour votre lieu. Nous vérifions son format pendant la saisie ; s'il est libre, nous vous le réservons le temps de le placer sur la carte.",
  nameLabel: "Votre MyPin",
  namePlaceholder: "ex. Rose.Cottage",
  check: "Vérifier la disponibilité",
  title: "Vérifiez la disponibilité de votre nom idéal",
};

export const reservationPage: TTranslation<typeof en.reservationPage> = {
  checking: "Vérification de votre réservation…",
  intro: "Ce nom vous est réservé. Placez-le sur la carte avant la fin du compte à rebours.",
  tierPrice: (tier, price) => `${tier} · ${price}`,
  timerLabel: "Temps restant pour finaliser votre MyPin",
  placeOnMap: "Placez votre MyPin sur la carte",
  chooseAnother: "Choisir un autre nom",
  returning: "Retour à la vérification de disponibilité…",
  title: "Votre MyPin est réservé",
};

export const paymentReturn: TTranslation<typeof en.paymentReturn> = {
  sessionNotFound: "Erreur : session de paiement introuvable. Veuillez réessayer.",
  saveFailed: "Erreur : impossible d'enregistrer le MyPin",
  unsuccessful: "Erreur : paiement non abouti, le MyPin n'a pas été enregistré sur votre compte",
  refunded:
    "Erreur : paiement non abouti, le MyPin n'a pas été enregistré sur votre compte. Quelqu'un d'autre a finalisé ce MyPin avant vous ; votre paiement a été remboursé et nous vous avons envoyé un e-mail.",
};

export const success: TTranslation<typeof en.success> = {
  createdSuccessfully: "MyPin créé",
  created: "MyPin créé !",
  renewed: "MyPin renouvelé !",
  coordinatesUpdated: "Coordonnées mises à jour !",
  coordinatesCopied: "Coordonnées copiées !",
  promoApplied: "Code promotionnel appliqué !",
  promoAppliedDetail: (discount) => `Vous bénéficierez de ${discount} sur votre abonnement`,
};

const PLACING_STEPS: readonly [string, string] = [
  "Recherchez une adresse, ou déplacez la carte et zoomez sur la zone.",
  "Faites glisser le repère, ou touchez la carte, pour marquer l'endroit exact.",
];

export const purchase: TTranslation<typeof en.purchase> = {
  latitude: "Latitude",
  longitude: "Longitude",
  mapLabel: (name) => `Carte pour placer ${name}`,
  markerLabel: "Votre MyPin : faites-le glisser, ou déplacez-le avec les touches fléchées",
  searchAddress: "Rechercher",
  movedTo: (place) => `Carte déplacée vers ${place}`,
  placeHelpIntro: "Trois étapes pour trouver le bon endroit :",
  placeSteps: [...PLACING_STEPS, "Appuyez sur Acheter le MyPin pour choisir un code promotionnel et payer."],
  editSteps: [...PLACING_STEPS, "Appuyez sur Enregistrer le MyPin pour enregistrer le nouvel emplacement."],
  promoTitle: "Vous avez un code promotionnel ?",
  promoIntro: "Saisissez-le pour obtenir votre remise, ou passez directement au paiement.",
  promoLabel: "Code promotionnel",
  apply: "Appliquer",
  skip: "Passer",
  tryAnotherCode: "Essayer un autre code",
  skipAndContinue: "Passer et continuer",
  confirming: "Confirmation de votre paiement…",
  tier: "Formule",
  price: "Prix",
  shareLink: "Lien de partage",
  viewPin: "Voir votre MyPin",
  retry: "Réessayer",
  cancelledBody: (name) => `Rien n'a été débité, et ${name} ne vous est plus réservé.`,
  cancelledNoName: "Rien n'a été débité.",
  cancelledTitle: "Paiement annulé",
};

export const discountWords: TTranslation<typeof en.discountWords> = {
  daysFree: (days) => plural("fr", days, { one: "# jour offert", other: "# jours offerts" }),
  percentOff: (percent) => `${percent} % de réduction`,
  amountOff: (amount) => `${amount} de réduction`,
  noDiscount: "aucune réduction",
};
