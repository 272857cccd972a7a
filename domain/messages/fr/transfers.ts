import type * as en from "../transfers.ts";
import type { TTranslation } from "../translation.ts";

// French texts of transfers.ts.
export const transferDialog: TTranslation<typeof en.transferDialog> = {
  button: "Transférer",
  title: (name) => `Transférer ${name}`,
  body: (name) =>
    `Proposez ${name} à un autre compte. Le destinataire dispose de 7 jours pour accepter et, d'ici là, rien ne change : vous pouvez retirer la proposition à tout moment. Dès qu'il accepte, ${name} passe sur son compte avec son emplacement, son QR code, son lien de partage et le temps d'abonnement que vous avez déjà payé ; votre abonnement prend alors fin, sans remboursement.`,
  emailLabel: "E-mail du destinataire",
  send: "Envoyer la proposition",
  cancel: "Annuler",
  sent: "Proposition de transfert envoyée",
  sentDetail: (email) => `Nous avons envoyé à ${email} un lien pour accepter ou refuser.`,
  sendFailed: (detail) => `Impossible d'envoyer la proposition de transfert : ${detail}`,
  offeredTo: (email, date) => `Proposé à ${email} jusqu'au ${date}`,
  withdraw: "Retirer la proposition",
  withdrawn: "Proposition de transfert retirée",
  withdrawFailed: (detail) => `Impossible de retirer la proposition de transfert : ${detail}`,
};

export const incomingTransfers: TTranslation<typeof en.incomingTransfers> = {
  heading: "Propositions reçues",
  item: (name, from, date) => `${from} vous propose ${name}, jusqu'au ${date}.`,
  review: "Voir la proposition",
};

export const transferPage: TTranslation<typeof en.transferPage> = {
  loading: "Chargement de la proposition…",
  loadFailed: "Impossible de charger la proposition.",
  retry: "Réessayer",
  title: (name) => `${name} vous est proposé`,
  offeredBy: (from) => `Proposé par ${from}`,
  openUntil: (date) => `La proposition est valable jusqu'au ${date}.`,
  meaningHeading: "Si vous acceptez",
  moves: (name) =>
    `${name} passe sur votre compte avec son emplacement, ses indications d'accès, son QR code et son lien de partage, qui continuent tous de fonctionner.`,
  carried: (date) =>
    `Vous souscrivez votre propre abonnement annuel. Le temps déjà payé est transféré avec le nom : vous n'avez rien à régler aujourd'hui, et votre premier paiement sera prélevé le ${date}.`,
  paidToday: (price) =>
    `Vous souscrivez dès aujourd'hui votre propre abonnement annuel : ${price} à régler maintenant. (Il restait moins de deux jours déjà payés, trop peu pour les reporter.)`,
  signIn: "Connectez-vous ou créez un compte avec l'adresse à laquelle cette offre a été envoyée pour l'accepter.",
  signInButton: "Se connecter pour accepter",
  otherAccount:
    "Cette proposition a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse pour l'accepter.",
  accept: "Accepter et continuer",
  decline: "Refuser",
  declined: "Proposition refusée",
  actionFailed: (detail) => `Impossible de répondre à la proposition : ${detail}`,
  ended: "Cette proposition n'est plus valable",
  endedDetail: "Elle a été acceptée, refusée ou retirée, ou son délai de 7 jours est écoulé.",
  finishing: "Finalisation du transfert…",
  done: (name) => `${name} est à vous`,
  doneDetail: "Vous le trouverez dans Gérer mes MyPins, avec son QR code et son lien de partage inchangés.",
  toManage: "Voir mes MyPins",
  unpaid: "Le paiement n'a pas abouti : la proposition reste donc valable.",
};

export const transferRefusals: TTranslation<typeof en.transferRefusals> = {
  toSelf: "Vous ne pouvez pas transférer un MyPin vers votre propre compte.",
  noSubscription: "Seul un MyPin dont l'abonnement est actif peut être transféré.",
  inGrace: "Ce MyPin ne peut pas être transféré pendant son délai de grâce. Renouvelez-le d'abord.",
  pastDue:
    "Ce MyPin ne peut pas être transféré tant que son dernier paiement n'a pas abouti. Mettez d'abord votre carte à jour.",
  disputed: "Ce MyPin ne peut pas être transféré tant qu'un de ses paiements est contesté.",
  checkoutOpen:
    "Ce MyPin ne peut pas être transféré tant qu'un paiement le concernant est en cours. Réessayez dans une demi-heure.",
  locked: "Un MyPin ne peut être transféré que 14 jours après son achat ou son dernier transfert.",
  offerOpen: "Ce MyPin fait déjà l'objet d'une proposition de transfert en cours. Retirez-la pour en faire une autre.",
  notFound: "Cette proposition de transfert n'existe pas.",
  ended: "Cette proposition de transfert n'est plus valable.",
  otherAccount:
    "Cette proposition a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse pour l'accepter.",
  renewalPending:
    "Le paiement du renouvellement de ce MyPin n'est pas encore passé : sa nouvelle année ne peut donc pas encore être transmise. Réessayez dans quelques heures.",
  offersLimited:
    "Trop de propositions de transfert ont été envoyées aujourd'hui, depuis votre compte ou à cette adresse. Réessayez demain.",
};

export const transferEmails: TTranslation<typeof en.transferEmails> = {
  offer: {
    subject: (name) => `Le MyPin « ${name} » vous est proposé`,
    body: (from, name, place) =>
      `${from} souhaite vous céder le MyPin « ${name} ». Il mène à cet emplacement : ${place}.`,
    open: (date, link) =>
      `La proposition est valable jusqu'au ${date}. Pour la consulter, puis l'accepter ou la refuser : ${link}`,
    ignore: "Si vous ne connaissez pas l'expéditeur, ignorez cet e-mail : rien ne change tant que vous n'acceptez pas.",
  },
  acceptedGiver: {
    subject: (name) => `« ${name} » a été transféré`,
    body: (name, to) =>
      `${to} a accepté votre proposition : « ${name} » lui appartient désormais, et votre abonnement pour ce MyPin a pris fin.`,
  },
  acceptedRecipient: {
    subject: (name) => `« ${name} » est désormais à vous`,
    body: (name) => `« ${name} » a été transféré sur votre compte, avec son QR code et son lien de partage.`,
    firstPayment: (date, price) => `Votre abonnement est de ${price} ; le premier paiement sera prélevé le ${date}.`,
    share: (link) => `Partagez-le avec ce lien : ${link}`,
  },
  declined: {
    subject: (name) => `Votre proposition de transfert de « ${name} » a été refusée`,
    body: (name, to) => `${to} a refusé votre proposition : « ${name} » vous appartient toujours.`,
  },
  expiredGiver: {
    subject: (name) => `Votre proposition de transfert de « ${name} » a expiré`,
    body: (name, to) => `${to} n'a pas accepté dans les 7 jours : « ${name} » vous appartient toujours.`,
  },
  expiredRecipient: {
    subject: (name) => `La proposition de transfert de « ${name} » a expiré`,
    body: (name) => `La proposition de transfert de « ${name} » n'a pas été acceptée dans les 7 jours : elle a expiré.`,
  },
  withdrawn: {
    subject: (name) => `La proposition de transfert de « ${name} » a été retirée`,
    byOwner: (name) => `Le propriétaire de « ${name} » a retiré sa proposition. Votre compte n'a pas été modifié.`,
    byStaff: (name) =>
      `Notre équipe d'assistance a retiré la proposition de transfert de « ${name} ». Votre compte n'a pas été modifié ; si vous avez des questions, répondez à cet e-mail.`,
  },
  withdrawnGiver: {
    subject: (name) => `Votre proposition de transfert de « ${name} » a été retirée`,
    body: (name) =>
      `Notre équipe d'assistance a retiré votre proposition de transfert de « ${name} » ; ce MyPin vous appartient toujours. Si vous avez des questions, répondez à cet e-mail.`,
  },
};
