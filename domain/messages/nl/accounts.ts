import type * as en from "../accounts.ts";
import type { TTranslation } from "../translation.ts";
import { tryAgainIn } from "./waits.ts";

// Dutch texts of accounts.ts.
export const signInRequired: TTranslation<typeof en.signInRequired> = {
  create: "Je moet ingelogd zijn om een MyPin te maken",
  viewOwn: "Je moet ingelogd zijn om je MyPins te bekijken",
  updateCoordinates: "Je moet ingelogd zijn om de coördinaten van een MyPin bij te werken",
  update: "Je moet ingelogd zijn om een MyPin bij te werken",
  delete: "Je moet ingelogd zijn om een MyPin te verwijderen",
  viewAll: "Je moet ingelogd zijn om MyPins te bekijken",
};

export const password: TTranslation<typeof en.password> = {
  tooShort: "Het wachtwoord moet minstens 8 tekens lang zijn",
  tooLong: "Het wachtwoord mag maximaal 128 tekens lang zijn",
  tooWeak: "Het wachtwoord moet minstens één hoofdletter, één kleine letter, één cijfer en één speciaal teken bevatten",
  mismatch: "De wachtwoorden komen niet overeen",
  requirements: "Eisen voor het wachtwoord",
  ruleMet: "voldaan",
  ruleUnmet: "niet voldaan",
};

export const passwordChecklist: TTranslation<typeof en.passwordChecklist> = [
  "Minstens 8 tekens",
  "Eén hoofdletter",
  "Eén kleine letter",
  "Eén cijfer",
  "Eén speciaal teken",
];

export const auth: TTranslation<typeof en.auth> = {
  welcome: "Welkom bij MyPin",
  backToHome: "Terug naar de startpagina",
  signUp: "Registreren",
  signingIn: "Inloggen…",
  forgotPassword: "Wachtwoord vergeten?",
  sending: "Versturen…",
  resetSent: "E-mail voor wachtwoordherstel verstuurd! Kijk in je inbox voor de instructies.",
  createAccount: "Account aanmaken",
  sendingVerification: "Verificatiecode versturen…",
  checkEmail: "Kijk in je e-mail",
  junkHint: "Niet gevonden? Kijk in je map met ongewenste e-mail of spam",
  codeExpiresIn: (mmss) => `Code verloopt over ${mmss}`,
  verifying: "Je code wordt gecontroleerd…",
  verifyCode: "Code controleren",
  resendCode: "Code opnieuw versturen",
  resendIn: (n) => `Opnieuw versturen over ${n} s`,
  backToSignUp: "Terug naar registreren",
  attemptsRemaining: (n) => `Resterende verificatiepogingen: ${n}`,
  accountExists: "Er bestaat al een account met dit e-mailadres. Log in met dat account.",
  signUpFailed: "Registreren mislukt. Probeer het opnieuw.",
  accountCreatedSignIn: "Je account is aangemaakt. Log in met je e-mailadres en wachtwoord.",
  tooManyAttempts: "Te veel verificatiepogingen. Vraag een nieuwe code aan.",
  codeExpiredOrInvalid: "De verificatiecode is verlopen of ongeldig. Vraag een nieuwe code aan.",
  networkError: "Netwerk- of serverfout. Controleer je verbinding en probeer het opnieuw.",
  verificationFailed: "Verificatie mislukt. Probeer het opnieuw.",
  resendTooMany: "Te veel verzoeken. Wacht even voordat je een nieuwe code aanvraagt.",
  sendCodeFailed: "De verificatiecode kon niet worden verstuurd. Probeer het opnieuw.",
  unableToVerifyEmail: "Je e-mailadres kan nu niet worden geverifieerd. Probeer het later opnieuw.",
  incorrectCredentials: "Onjuist e-mailadres of wachtwoord. Controleer je gegevens en probeer het opnieuw.",
  tooManySignIns: "Te veel inlogpogingen. Wacht even en probeer het dan opnieuw.",
  invalidEmail: "Voer een geldig e-mailadres in.",
  signInRequired: "Je moet ingelogd zijn",
  signInFailed: "Inloggen mislukt. Probeer het opnieuw.",
  tooManyResets: "Te veel verzoeken voor wachtwoordherstel. Wacht even voordat je opnieuw herstel aanvraagt.",
  noAccount:
    "Er is geen account gevonden met dit e-mailadres. Controleer je e-mailadres of maak een nieuw account aan.",
  serverError: "Er is een serverfout opgetreden. Probeer het later opnieuw.",
  resetEmailFailed: "De e-mail voor wachtwoordherstel kon niet worden verstuurd. Probeer het opnieuw.",
  emailFirst: "Voer eerst je e-mailadres in",
  completeCode: "Voer de volledige code van 6 cijfers in",
  codeSent: "Verificatiecode verstuurd!",
  newCodeSent: "Nieuwe code verstuurd!",
  emailVerified: "E-mailadres geverifieerd!",
  welcomeBack: "Welkom terug!",
  resetEmailSent: "E-mail voor wachtwoordherstel verstuurd!",
  passwordUpdated: "Wachtwoord bijgewerkt!",
  email: "E-mailadres",
  password: "Wachtwoord",
  displayName: "Weergavenaam",
  showPassword: "Wachtwoord tonen",
  hidePassword: "Wachtwoord verbergen",
  tabsLabel: "Inloggen of een account aanmaken",
  passwordRequired: "Voer je wachtwoord in",
  displayNameRequired: "Vul een weergavenaam in",
  displayNameTooLong: "De weergavenaam mag maximaal 64 tekens lang zijn",
  displayNameHidden: "De weergavenaam mag geen regeleinden of onzichtbare tekens bevatten",
  codeLabel: "Verificatiecode",
  digitLabel: (n) => `Cijfer ${n} van 6`,
  codeSentTo: (email) => `We hebben een code van 6 cijfers gestuurd naar ${email}`,
  signUpOtherBrowser:
    "Deze registratie is in een andere browser gestart of vervangen door een nieuwere. Rond hem daar af, of registreer je hier opnieuw.",
  tooManyWrongCodes: "Te veel onjuiste codes. Wacht even en probeer het dan opnieuw.",
  tooManyCodes: "Er zijn te veel codes naar dit adres gestuurd. Wacht even voordat je een nieuwe code aanvraagt.",
  tryAgainIn,
};

export const reset: TTranslation<typeof en.reset> = {
  title: "Je wachtwoord opnieuw instellen",
  newPassword: "Nieuw wachtwoord",
  confirmPassword: "Nieuw wachtwoord bevestigen",
  update: "Wachtwoord bijwerken",
  updating: "Wachtwoord wordt bijgewerkt…",
  invalidLink: "Ongeldige of verlopen herstellink. Vraag opnieuw wachtwoordherstel aan.",
  invalidToken: "Ongeldig hersteltoken. Vraag opnieuw wachtwoordherstel aan.",
  noToken: "Er is geen hersteltoken meegegeven. Vraag opnieuw wachtwoordherstel aan.",
  validateFailed: "Het hersteltoken kon niet worden gecontroleerd. Probeer het opnieuw.",
  updateFailed: "Het wachtwoord kon niet worden bijgewerkt",
  validating: "Je herstellink wordt gecontroleerd…",
  forEmail: (email) => `Kies een nieuw wachtwoord voor ${email}.`,
  success: "Je wachtwoord is bijgewerkt. Je gaat nu naar de startpagina…",
  backToSignIn: "Terug naar inloggen",
};

export const changePassword: TTranslation<typeof en.changePassword> = {
  title: "Wachtwoord wijzigen",
  intro:
    "Voer je huidige wachtwoord in en kies daarna een nieuw wachtwoord. Je wordt uitgelogd op je andere apparaten.",
  currentPassword: "Huidig wachtwoord",
  currentRequired: "Voer je huidige wachtwoord in",
  currentIncorrect: "Je huidige wachtwoord is onjuist. Probeer het opnieuw.",
  tooMany: "Te veel pogingen om je wachtwoord te wijzigen. Wacht even en probeer het dan opnieuw.",
  submit: "Wachtwoord wijzigen",
  submitting: "Wachtwoord wordt gewijzigd…",
  signInFirst: "Log in om je wachtwoord te wijzigen.",
  loading: "Je account wordt geladen…",
};

export const verifyEmail: TTranslation<typeof en.verifyEmail> = {
  failedTitle: "Verificatie mislukt",
  noToken: "Ongeldige verificatielink. Er is geen token meegegeven.",
  failed: "Je e-mailadres kon niet worden geverifieerd",
  unexpected: "Er is een onverwachte fout opgetreden tijdens de verificatie",
  verifying: "Je e-mailadres wordt geverifieerd…",
  success: "Je e-mailadres is geverifieerd en je bent ingelogd. Je gaat nu naar de startpagina…",
  alreadyVerified: "Dit e-mailadres is al geverifieerd. Log in.",
  title: "E-mailverificatie",
};
