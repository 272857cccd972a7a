import type * as en from "../accounts.ts";
import type { TTranslation } from "../translation.ts";
import { tryAgainIn } from "./waits.ts";

// German texts of accounts.ts.
export const signInRequired: TTranslation<typeof en.signInRequired> = {
  create: "Du musst angemeldet sein, um einen MyPin zu erstellen",
  viewOwn: "Du musst angemeldet sein, um deine MyPins zu sehen",
  updateCoordinates: "Du musst angemeldet sein, um die Koordinaten eines MyPins zu ändern",
  update: "Du musst angemeldet sein, um einen MyPin zu ändern",
  delete: "Du musst angemeldet sein, um einen MyPin zu löschen",
  viewAll: "Du musst angemeldet sein, um MyPins zu sehen",
};

export const password: TTranslation<typeof en.password> = {
  tooShort: "Das Passwort muss mindestens 8 Zeichen lang sein",
  tooLong: "Das Passwort darf höchstens 128 Zeichen lang sein",
  tooWeak:
    "Das Passwort muss mindestens einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten",
  mismatch: "Die Passwörter stimmen nicht überein",
  requirements: "Anforderungen an das Passwort",
  ruleMet: "erfüllt",
  ruleUnmet: "nicht erfüllt",
};

export const passwordChecklist: TTranslation<typeof en.passwordChecklist> = [
  "Mindestens 8 Zeichen",
  "Ein Großbuchstabe",
  "Ein Kleinbuchstabe",
  "Eine Ziffer",
  "Ein Sonderzeichen",
];

export const auth: TTranslation<typeof en.auth> = {
  welcome: "Willkommen bei MyPin",
  backToHome: "Zurück zur Startseite",
  signUp: "Registrieren",
  signingIn: "Anmeldung läuft …",
  forgotPassword: "Passwort vergessen?",
  sending: "Wird gesendet …",
  resetSent: "E-Mail zum Zurücksetzen des Passworts gesendet! In deinem Posteingang findest du die Anleitung.",
  createAccount: "Konto erstellen",
  sendingVerification: "Bestätigung wird gesendet …",
  checkEmail: "Prüfe dein E-Mail-Postfach",
  junkHint: "Nichts angekommen? Schau in deinem Spam-Ordner nach",
  codeExpiresIn: (mmss) => `Code läuft ab in ${mmss}`,
  verifying: "Dein Code wird geprüft …",
  verifyCode: "Code bestätigen",
  resendCode: "Code erneut senden",
  resendIn: (n) => `Erneut senden in ${n} s`,
  backToSignUp: "Zurück zur Registrierung",
  attemptsRemaining: (n) => `Verbleibende Bestätigungsversuche: ${n}`,
  accountExists: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich stattdessen an.",
  signUpFailed: "Die Registrierung ist fehlgeschlagen. Bitte versuche es erneut.",
  accountCreatedSignIn: "Dein Konto wurde erstellt. Bitte melde dich mit deiner E-Mail-Adresse und deinem Passwort an.",
  tooManyAttempts: "Zu viele Bestätigungsversuche. Bitte fordere einen neuen Code an.",
  codeExpiredOrInvalid: "Der Bestätigungscode ist abgelaufen oder ungültig. Bitte fordere einen neuen Code an.",
  networkError: "Netzwerk- oder Serverfehler. Bitte prüfe deine Verbindung und versuche es erneut.",
  verificationFailed: "Die Bestätigung ist fehlgeschlagen. Bitte versuche es erneut.",
  resendTooMany: "Zu viele Anfragen. Bitte warte etwas, bevor du einen weiteren Code anforderst.",
  sendCodeFailed: "Der Bestätigungscode konnte nicht gesendet werden. Bitte versuche es erneut.",
  unableToVerifyEmail: "Die E-Mail-Adresse konnte nicht geprüft werden. Bitte versuche es später erneut.",
  incorrectCredentials:
    "E-Mail-Adresse oder Passwort ist falsch. Bitte prüfe deine Anmeldedaten und versuche es erneut.",
  tooManySignIns: "Zu viele Anmeldeversuche. Bitte warte einen Moment, bevor du es erneut versuchst.",
  invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
  signInRequired: "Du musst angemeldet sein",
  signInFailed: "Die Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.",
  tooManyResets: "Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte warte etwas, bevor du es erneut anforderst.",
  noAccount:
    "Mit dieser E-Mail-Adresse wurde kein Konto gefunden. Bitte prüfe deine E-Mail-Adresse oder erstelle ein neues Konto.",
  serverError: "Es ist ein Serverfehler aufgetreten. Bitte versuche es später erneut.",
  resetEmailFailed: "Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden. Bitte versuche es erneut.",
  emailFirst: "Bitte gib zuerst deine E-Mail-Adresse ein",
  completeCode: "Bitte gib den vollständigen 6-stelligen Code ein",
  codeSent: "Bestätigungscode gesendet!",
  newCodeSent: "Neuer Code gesendet!",
  emailVerified: "E-Mail-Adresse bestätigt!",
  welcomeBack: "Willkommen zurück!",
  resetEmailSent: "E-Mail zum Zurücksetzen des Passworts gesendet!",
  passwordUpdated: "Passwort aktualisiert!",
  email: "E-Mail",
  password: "Passwort",
  displayName: "Anzeigename",
  showPassword: "Passwort anzeigen",
  hidePassword: "Passwort verbergen",
  tabsLabel: "Anmelden oder Konto erstellen",
  passwordRequired: "Bitte gib dein Passwort ein",
  displayNameRequired: "Bitte gib einen Anzeigenamen ein",
  displayNameTooLong: "Der Anzeigename darf höchstens 64 Zeichen lang sein",
  displayNameHidden: "Der Anzeigename darf keine Zeilenumbrüche oder unsichtbaren Zeichen enthalten",
  codeLabel: "Bestätigungscode",
  digitLabel: (n) => `Ziffer ${n} von 6`,
  codeSentTo: (email) => `Wir haben einen 6-stelligen Code an ${email} gesendet`,
  signUpOtherBrowser:
    "Diese Registrierung wurde in einem anderen Browser begonnen oder durch eine neuere ersetzt. Schließ sie dort ab oder registriere dich hier erneut.",
  tooManyWrongCodes: "Zu viele falsche Codes. Bitte warte etwas, bevor du es erneut versuchst.",
  tooManyCodes:
    "An diese Adresse wurden zu viele Codes gesendet. Bitte warte etwas, bevor du einen weiteren Code anforderst.",
  tryAgainIn,
};

export const reset: TTranslation<typeof en.reset> = {
  title: "Passwort zurücksetzen",
  newPassword: "Neues Passwort",
  confirmPassword: "Neues Passwort bestätigen",
  update: "Passwort aktualisieren",
  updating: "Passwort wird aktualisiert …",
  invalidLink:
    "Ungültiger oder abgelaufener Link zum Zurücksetzen. Bitte fordere erneut das Zurücksetzen deines Passworts an.",
  invalidToken: "Ungültiger Token. Bitte fordere erneut das Zurücksetzen deines Passworts an.",
  noToken: "Kein Token angegeben. Bitte fordere erneut das Zurücksetzen deines Passworts an.",
  validateFailed: "Der Token konnte nicht geprüft werden. Bitte versuche es erneut.",
  updateFailed: "Das Passwort konnte nicht aktualisiert werden",
  validating: "Dein Link zum Zurücksetzen wird geprüft …",
  forEmail: (email) => `Wähle ein neues Passwort für ${email}.`,
  success: "Dein Passwort wurde aktualisiert. Du wirst zur Startseite weitergeleitet …",
  backToSignIn: "Zurück zur Anmeldung",
};

export const changePassword: TTranslation<typeof en.changePassword> = {
  title: "Passwort ändern",
  intro: "Gib dein aktuelles Passwort ein und wähle dann ein neues. Auf deinen anderen Geräten wirst du abgemeldet.",
  currentPassword: "Aktuelles Passwort",
  currentRequired: "Bitte gib dein aktuelles Passwort ein",
  currentIncorrect: "Dein aktuelles Passwort ist falsch. Bitte versuche es erneut.",
  tooMany: "Zu viele Versuche, das Passwort zu ändern. Bitte warte einen Moment, bevor du es erneut versuchst.",
  submit: "Passwort ändern",
  submitting: "Passwort wird geändert …",
  signInFirst: "Bitte melde dich an, um dein Passwort zu ändern.",
  loading: "Dein Konto wird geladen …",
};

export const verifyEmail: TTranslation<typeof en.verifyEmail> = {
  failedTitle: "Bestätigung fehlgeschlagen",
  noToken: "Ungültiger Bestätigungslink. Kein Token angegeben.",
  failed: "Die E-Mail-Adresse konnte nicht bestätigt werden",
  unexpected: "Bei der Bestätigung ist ein unerwarteter Fehler aufgetreten",
  verifying: "Deine E-Mail-Adresse wird bestätigt …",
  success: "Deine E-Mail-Adresse ist bestätigt und du bist angemeldet. Du wirst zur Startseite weitergeleitet …",
  alreadyVerified: "Diese E-Mail-Adresse ist bereits bestätigt. Bitte melde dich an.",
  title: "E-Mail-Bestätigung",
};
