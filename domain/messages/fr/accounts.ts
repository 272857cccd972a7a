import type * as en from "../accounts.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import { tryAgainIn } from "./waits.ts";

// French texts of accounts.ts.
export const signInRequired: TTranslation<typeof en.signInRequired> = {
  create: "Connectez-vous pour créer un MyPin",
  viewOwn: "Connectez-vous pour voir vos MyPins",
  updateCoordinates: "Connectez-vous pour modifier les coordonnées d'un MyPin",
  update: "Connectez-vous pour modifier un MyPin",
  delete: "Connectez-vous pour supprimer un MyPin",
  viewAll: "Connectez-vous pour voir les MyPins",
};

export const password: TTranslation<typeof en.password> = {
  tooShort: "Le mot de passe doit contenir au moins 8 caractères",
  tooLong: "Le mot de passe ne peut pas dépasser 128 caractères",
  tooWeak: "Le mot de passe doit contenir au moins une majuscule, une minuscule, un chiffre et un caractère spécial",
  mismatch: "Les mots de passe ne correspondent pas",
  requirements: "Exigences du mot de passe",
  ruleMet: "respectée",
  ruleUnmet: "non respectée",
};

export const passwordChecklist: TTranslation<typeof en.passwordChecklist> = [
  "Au moins 8 caractères",
  "Une majuscule",
  "Une minuscule",
  "Un chiffre",
  "Un caractère spécial",
];

export const auth: TTranslation<typeof en.auth> = {
  welcome: "Bienvenue sur MyPin",
  backToHome: "Retour à l'accueil",
  signUp: "S'inscrire",
  signingIn: "Connexion…",
  forgotPassword: "Mot de passe oublié ?",
  sending: "Envoi…",
  resetSent:
    "E-mail de réinitialisation envoyé ! Consultez votre boîte de réception pour connaître la marche à suivre.",
  createAccount: "Créer un compte",
  sendingVerification: "Envoi du code de vérification…",
  checkEmail: "Consultez votre boîte e-mail",
  junkHint: "Vous ne le trouvez pas ? Vérifiez votre dossier courrier indésirable ou spam",
  codeExpiresIn: (mmss) => `Le code expire dans ${mmss}`,
  verifying: "Vérification de votre code…",
  verifyCode: "Vérifier le code",
  resendCode: "Renvoyer le code",
  resendIn: (n) => `Renvoyer dans ${n} s`,
  backToSignUp: "Retour à l'inscription",
  attemptsRemaining: (n) =>
    plural("fr", n, {
      one: "# tentative de vérification restante",
      other: "# tentatives de vérification restantes",
    }),
  accountExists: "Un compte existe déjà avec cette adresse e-mail. Veuillez plutôt vous connecter.",
  signUpFailed: "Échec de l'inscription. Veuillez réessayer.",
  accountCreatedSignIn:
    "Votre compte a bien été créé. Veuillez vous connecter avec votre adresse e-mail et votre mot de passe.",
  tooManyAttempts: "Trop de tentatives de vérification. Veuillez demander un nouveau code.",
  codeExpiredOrInvalid: "Code de vérification expiré ou non valide. Veuillez demander un nouveau code.",
  networkError: "Erreur réseau ou serveur. Vérifiez votre connexion et réessayez.",
  verificationFailed: "Échec de la vérification. Veuillez réessayer.",
  resendTooMany: "Trop de demandes. Veuillez patienter avant de demander un nouveau code.",
  sendCodeFailed: "Impossible d'envoyer le code de vérification. Veuillez réessayer.",
  unableToVerifyEmail: "Impossible de vérifier l'adresse e-mail. Veuillez réessayer plus tard.",
  incorrectCredentials: "E-mail ou mot de passe incorrect. Vérifiez vos identifiants et réessayez.",
  tooManySignIns: "Trop de tentatives de connexion. Veuillez patienter un moment avant de réessayer.",
  invalidEmail: "Veuillez saisir une adresse e-mail valide.",
  signInRequired: "Connexion requise",
  signInFailed: "Échec de la connexion. Veuillez réessayer.",
  tooManyResets:
    "Trop de demandes de réinitialisation du mot de passe. Veuillez patienter avant de faire une nouvelle demande.",
  noAccount: "Aucun compte ne correspond à cette adresse e-mail. Vérifiez votre adresse ou créez un compte.",
  serverError: "Une erreur serveur s'est produite. Veuillez réessayer plus tard.",
  resetEmailFailed: "Impossible d'envoyer l'e-mail de réinitialisation du mot de passe. Veuillez réessayer.",
  emailFirst: "Veuillez d'abord saisir votre adresse e-mail",
  completeCode: "Veuillez saisir le code complet à 6 chiffres",
  codeSent: "Code de vérification envoyé !",
  newCodeSent: "Nouveau code envoyé !",
  emailVerified: "Adresse e-mail vérifiée !",
  welcomeBack: "Bon retour parmi nous !",
  resetEmailSent: "E-mail de réinitialisation envoyé !",
  passwordUpdated: "Mot de passe mis à jour !",
  email: "E-mail",
  password: "Mot de passe",
  displayName: "Nom d'affichage",
  showPassword: "Afficher le mot de passe",
  hidePassword: "Masquer le mot de passe",
  tabsLabel: "Se connecter ou créer un compte",
  passwordRequired: "Veuillez saisir votre mot de passe",
  displayNameRequired: "Le nom d'affichage est obligatoire",
  displayNameTooLong: "Le nom d'affichage ne peut pas dépasser 64 caractères",
  displayNameHidden: "Le nom d'affichage ne peut pas contenir de sauts de ligne ni de caractères invisibles",
  codeLabel: "Code de vérification",
  digitLabel: (n) => `Chiffre ${n} sur 6`,
  codeSentTo: (email) => `Nous avons envoyé un code à 6 chiffres à ${email}`,
  signUpOtherBrowser:
    "Cette inscription a été commencée dans un autre navigateur ou remplacée par une plus récente. Terminez-la là-bas, ou recommencez votre inscription ici.",
  tooManyWrongCodes: "Trop de codes erronés. Veuillez patienter avant de réessayer.",
  tooManyCodes: "Trop de codes ont été envoyés à cette adresse. Veuillez patienter avant de demander un nouveau code.",
  tryAgainIn,
};

export const reset: TTranslation<typeof en.reset> = {
  title: "Réinitialiser votre mot de passe",
  newPassword: "Nouveau mot de passe",
  confirmPassword: "Confirmer le nouveau mot de passe",
  update: "Mettre à jour le mot de passe",
  updating: "Mise à jour du mot de passe…",
  invalidLink: "Lien de réinitialisation non valide ou expiré. Veuillez demander une nouvelle réinitialisation.",
  invalidToken: "Jeton de réinitialisation non valide. Veuillez demander une nouvelle réinitialisation.",
  noToken: "Aucun jeton de réinitialisation fourni. Veuillez demander une nouvelle réinitialisation.",
  validateFailed: "Impossible de valider le jeton de réinitialisation. Veuillez réessayer.",
  updateFailed: "Impossible de mettre à jour le mot de passe",
  validating: "Vérification de votre lien de réinitialisation…",
  forEmail: (email) => `Choisissez un nouveau mot de passe pour ${email}.`,
  success: "Votre mot de passe a été mis à jour. Redirection vers la page d'accueil…",
  backToSignIn: "Retour à la connexion",
};

export const changePassword: TTranslation<typeof en.changePassword> = {
  title: "Modifier le mot de passe",
  intro: "Saisissez votre mot de passe actuel, puis choisissez-en un nouveau. Vos autres appareils seront déconnectés.",
  currentPassword: "Mot de passe actuel",
  currentRequired: "Veuillez saisir votre mot de passe actuel",
  currentIncorrect: "Votre mot de passe actuel est incorrect. Veuillez réessayer.",
  tooMany: "Trop de tentatives de modification du mot de passe. Veuillez patienter un moment avant de réessayer.",
  submit: "Modifier le mot de passe",
  submitting: "Modification du mot de passe…",
  signInFirst: "Veuillez vous connecter pour modifier votre mot de passe.",
  loading: "Chargement de votre compte…",
};

export const verifyEmail: TTranslation<typeof en.verifyEmail> = {
  failedTitle: "Échec de la vérification",
  noToken: "Lien de vérification non valide. Aucun jeton fourni.",
  failed: "Impossible de vérifier l'adresse e-mail",
  unexpected: "Une erreur inattendue s'est produite pendant la vérification",
  verifying: "Vérification de votre adresse e-mail…",
  success: "Votre adresse e-mail est vérifiée et votre session est ouverte. Redirection vers la page d'accueil…",
  alreadyVerified: "Cette adresse e-mail est déjà vérifiée. Veuillez vous connecter.",
  title: "Vérification de l'adresse e-mail",
};
