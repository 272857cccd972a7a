import type * as en from "../emails.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// French texts of emails.ts.
export const emailTexts: TTranslation<typeof en.emailTexts> = {
  ignoreIfNotYou: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail.",
  yearly: (price) => `${price} par an`,
  place: (latitude, longitude) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "Votre code de vérification MyPin",
    code: (code) => `Votre code de vérification MyPin est ${code}.`,
    expires: (minutes) =>
      plural("fr", minutes, {
        one: "Il expire dans # minute. Saisissez-le sur l'écran d'inscription, ou ouvrez ce lien pour vérifier votre adresse e-mail :",
        other:
          "Il expire dans # minutes. Saisissez-le sur l'écran d'inscription, ou ouvrez ce lien pour vérifier votre adresse e-mail :",
      }),
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe MyPin",
    body: (hours) =>
      plural("fr", hours, {
        one: "Ouvrez ce lien pour choisir un nouveau mot de passe MyPin. Il n'est valable qu'une fois et expire dans # heure :",
        other:
          "Ouvrez ce lien pour choisir un nouveau mot de passe MyPin. Il n'est valable qu'une fois et expire dans # heures :",
      }),
  },
  passwordChanged: {
    subject: "Le mot de passe de votre compte MyPin a été modifié",
    body: (date) =>
      `Le mot de passe de votre compte MyPin a été modifié le ${date}. Tous les autres appareils connectés à votre compte ont été déconnectés.`,
    notYou:
      "Si vous ne l'avez pas modifié vous-même, quelqu'un d'autre connaît peut-être votre mot de passe. Réinitialisez-le dès maintenant avec « Mot de passe oublié ? » sur la page de connexion :",
  },
  signInPaused: {
    subject: "La connexion à votre compte MyPin est suspendue",
    body: "Au cours de la dernière heure, quelqu'un a essayé de nombreuses fois de se connecter à votre compte MyPin avec un mauvais mot de passe, depuis de nombreuses adresses : la connexion à ce compte est donc suspendue pendant une heure au maximum. Votre mot de passe protège toujours votre compte.",
    reset: (link) =>
      `Pour vous connecter dès maintenant, réinitialisez votre mot de passe avec « Mot de passe oublié ? » sur la page de connexion ; la réinitialisation vous donne accès immédiatement et met fin à la suspension : ${link}`,
    notYou: "Si vous n'avez pas essayé de vous connecter, vous n'avez rien à faire.",
  },
  cancellation: {
    subject: (mypin) => `Votre MyPin « ${mypin} » est résilié`,
    body: (mypin) => `L'abonnement de « ${mypin} » est résilié et ne sera pas renouvelé.`,
    liveUntil: (mypin, date) => `« ${mypin} » reste actif jusqu'au ${date}, fin de la période de facturation en cours.`,
  },
  renewalNotice: {
    subject: (mypin, date) => `Votre MyPin « ${mypin} » sera renouvelé le ${date}`,
    body: (mypin, date, price) =>
      `L'abonnement annuel de « ${mypin} » sera renouvelé le ${date} pour ${price}. Pour le conserver, vous n'avez rien à faire.`,
    billing: (link) =>
      `Pour mettre à jour votre carte ou résilier avant cette date, ouvrez vos paramètres de facturation : ${link}`,
  },
  trialEnding: {
    subject: (mypin, date) => `Votre essai gratuit du MyPin « ${mypin} » se termine le ${date}`,
    body: (mypin, date, price) =>
      `Votre essai gratuit se termine le ${date}, puis l'abonnement passe à ${price}. « ${mypin} » continue de fonctionner sans interruption ; le premier paiement est prélevé ce jour-là.`,
    billing: (link) =>
      `Pour mettre à jour votre carte ou résilier d'ici là, ouvrez vos paramètres de facturation : ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin, date) => `Votre MyPin « ${mypin} » prend fin le ${date}`,
    body: (mypin, date) =>
      `L'abonnement de « ${mypin} » est résilié et prend fin le ${date}. Le nom sera ensuite libéré et n'importe qui pourra l'acheter.`,
    renew: (link) => `Pour le conserver, renouvelez l'abonnement dans vos paramètres de facturation d'ici là : ${link}`,
  },
  paymentFailed: {
    subject: (mypin) => `Le paiement de votre MyPin « ${mypin} » a échoué`,
    body: (mypin, price) =>
      `Nous n'avons pas pu prélever le paiement de ${price} pour « ${mypin} ». Il continue de fonctionner pendant que nous réessayons au cours des prochains jours.`,
    billing: (link) => `Veuillez mettre à jour votre carte dans vos paramètres de facturation : ${link}`,
  },
  graceStarted: {
    subject: (mypin, date) => `Votre MyPin « ${mypin} » sera libéré le ${date}`,
    body: (mypin, date) =>
      `L'abonnement de « ${mypin} » a pris fin car son paiement a échoué. « ${mypin} » continue de fonctionner jusqu'au ${date}, et personne d'autre ne peut le prendre d'ici là.`,
    renew: (date, link) =>
      `Le nom sera libéré le ${date} si vous ne le renouvelez pas. Pour le renouveler, connectez-vous et choisissez Renouveler sur vos MyPins : ${link}`,
  },
  pinReleased: {
    subject: (mypin) => `Votre MyPin « ${mypin} » a été libéré`,
    body: (mypin) =>
      `L'abonnement de « ${mypin} » a pris fin : « ${mypin} » ne mène donc plus nulle part et n'importe qui peut acheter ce nom.`,
    searchAgain: (link) => `Si vous voulez le récupérer, recherchez-le tant qu'il est encore libre : ${link}`,
  },
  receipt: {
    subject: (mypin) => `Votre MyPin « ${mypin} » est actif`,
    body: (mypin) =>
      `Merci ! « ${mypin} » est à vous. Toute personne qui le recherche obtient désormais l'itinéraire vers le lieu que vous avez choisi.`,
    plan: (tier, price) => `Formule : ${tier}, ${price}, renouvelée chaque année jusqu'à résiliation.`,
    trialEnds: (date) => ` Votre essai gratuit se termine le ${date} ; le premier paiement sera prélevé à cette date.`,
    share: (link) => `Partagez-le avec ce lien : ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin) => `Votre MyPin « ${mypin} » n'a pas pu être créé`,
    body: (mypin) =>
      `Quelqu'un d'autre a finalisé « ${mypin} » quelques instants avant votre paiement : il n'a donc pas pu être créé pour vous.`,
    refunded: (price) => `Votre abonnement est résilié et votre paiement de ${price} a été intégralement remboursé.`,
    nothingCharged: "Votre abonnement est résilié ; rien n'a été débité.",
    sorry: "Nous en sommes désolés. Veuillez choisir un autre nom.",
  },
  trialRefused: {
    subject: (mypin) => `Votre essai gratuit du MyPin « ${mypin} » n'a pas démarré`,
    body: (mypin, reason) => `Merci ! « ${mypin} » est à vous. ${reason}`,
    oneTrial: (link) =>
      `MyPin accorde un essai gratuit par compte et un par carte. Pour voir l'abonnement ou le résilier, ouvrez vos MyPins : ${link}`,
  },
  paymentReversed: {
    subject: (mypin, date) => `Votre MyPin « ${mypin} » sera libéré le ${date}`,
    disputed: (mypin) =>
      `Le paiement de « ${mypin} » a été contesté auprès de l'émetteur de votre carte et le litige a été tranché en votre faveur : l'argent vous a donc été restitué et son abonnement a été résilié.`,
    refunded: (mypin) =>
      `Le paiement de « ${mypin} » a été intégralement remboursé : son abonnement a donc été résilié.`,
    carried: (mypin) =>
      `Le paiement qui couvrait la durée reçue avec « ${mypin} » lors de son transfert vers vous a été repris à l'ancien titulaire : cette durée a donc pris fin et l'abonnement a été résilié.`,
    keepsWorking: (mypin, date, link) =>
      `« ${mypin} » continue de fonctionner jusqu'au ${date}, et personne d'autre ne peut le prendre d'ici là. Pour le conserver, connectez-vous et choisissez Renouveler sur vos MyPins : ${link}`,
  },
  pinMoved: {
    subject: (mypin) => `Votre MyPin « ${mypin} » a été déplacé`,
    byStaff: (mypin) =>
      `Notre équipe d'assistance a déplacé « ${mypin} ». Toute personne qui le recherche, ou qui ouvre son lien ou son QR code, est désormais dirigée vers le nouvel emplacement.`,
    byOwner: (mypin) =>
      `Vous avez déplacé « ${mypin} ». Toute personne qui le recherche, ou qui ouvre son lien ou son QR code, est désormais dirigée vers le nouvel emplacement.`,
    places: (before, now) => `Avant : ${before}\nMaintenant : ${now}`,
    staffAdvice: (link) =>
      `Si ce n'est pas là qu'il doit mener, replacez-le depuis vos MyPins et prévenez-nous via le formulaire de contact : ${link}`,
    ownerAdvice: (link) =>
      `Si vous ne l'avez pas déplacé, quelqu'un d'autre est peut-être connecté à votre compte. Replacez-le depuis vos MyPins et modifiez votre mot de passe, ce qui déconnecte tous les autres appareils : ${link}`,
  },
  pinRenamed: {
    subject: (from, to) => `Votre MyPin « ${from} » s'appelle désormais « ${to} »`,
    body: (from, to) =>
      `Notre équipe d'assistance a renommé votre MyPin « ${from} » en « ${to} ». Il mène au même endroit, son abonnement et son nombre de recherches sont inchangés, et « ${from} » ne mène plus nulle part.`,
    share: (link) =>
      `Partagez-le avec ce lien (un QR code enregistré auparavant affiche l'ancien nom ; téléchargez-en un nouveau depuis vos MyPins) : ${link}`,
  },
  pinDeleted: {
    subject: (mypin) => `Votre MyPin « ${mypin} » a été supprimé`,
    body: (mypin, reason) =>
      `Notre équipe d'assistance a définitivement supprimé « ${mypin} » car ${reason}. Son abonnement est résilié et ne sera plus facturé.`,
    refunded: (price) =>
      `Nous vous avons remboursé ${price} pour la partie non utilisée de votre abonnement. Le montant sera crédité sur votre carte sous 5 à 10 jours.`,
    nothingRefunded: "Aucun remboursement n'a été effectué.",
    mistake: "Si vous pensez qu'il s'agit d'une erreur, écrivez-nous via le formulaire de contact de notre site web.",
  },
  contact: {
    subject: (subject) => `Formulaire de contact : ${subject}`,
    from: (email) => `De : ${email}`,
  },
};
