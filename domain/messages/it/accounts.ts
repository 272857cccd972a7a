import type * as en from "../accounts.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import { tryAgainIn } from "./waits.ts";

// Italian texts of accounts.ts.
export const signInRequired: TTranslation<typeof en.signInRequired> = {
  create: "Devi accedere per creare un MyPin",
  viewOwn: "Devi accedere per vedere i tuoi MyPin",
  updateCoordinates: "Devi accedere per aggiornare le coordinate di un MyPin",
  update: "Devi accedere per aggiornare un MyPin",
  delete: "Devi accedere per eliminare un MyPin",
  viewAll: "Devi accedere per vedere i MyPin",
};

export const password: TTranslation<typeof en.password> = {
  tooShort: "La password deve contenere almeno 8 caratteri",
  tooLong: "La password può contenere al massimo 128 caratteri",
  tooWeak:
    "La password deve contenere almeno una lettera maiuscola, una lettera minuscola, un numero e un carattere speciale",
  mismatch: "Le password non coincidono",
  requirements: "Requisiti della password",
  ruleMet: "soddisfatto",
  ruleUnmet: "non soddisfatto",
};

export const passwordChecklist: TTranslation<typeof en.passwordChecklist> = [
  "Almeno 8 caratteri",
  "Una lettera maiuscola",
  "Una lettera minuscola",
  "Un numero",
  "Un carattere speciale",
];

export const auth: TTranslation<typeof en.auth> = {
  welcome: "Ti diamo il benvenuto su MyPin",
  backToHome: "Torna alla home",
  signUp: "Registrati",
  signingIn: "Accesso in corso...",
  forgotPassword: "Password dimenticata?",
  sending: "Invio in corso...",
  resetSent: "E-mail per reimpostare la password inviata! Controlla la posta in arrivo per le istruzioni.",
  createAccount: "Crea account",
  sendingVerification: "Invio del codice di verifica...",
  checkEmail: "Controlla la tua e-mail",
  junkHint: "Non la trovi? Controlla la cartella della posta indesiderata o spam",
  codeExpiresIn: (mmss) => `Il codice scade tra ${mmss}`,
  verifying: "Verifica del codice in corso...",
  verifyCode: "Verifica codice",
  resendCode: "Invia di nuovo il codice",
  resendIn: (n) => `Invia di nuovo tra ${n} s`,
  backToSignUp: "Torna alla registrazione",
  attemptsRemaining: (n) =>
    plural("it", n, { one: `Ti resta ${n} tentativo di verifica`, other: `Ti restano ${n} tentativi di verifica` }),
  accountExists: "Esiste già un account con questa e-mail. Accedi.",
  signUpFailed: "Registrazione non riuscita. Riprova.",
  accountCreatedSignIn: "Account creato correttamente. Accedi con la tua e-mail e la tua password.",
  tooManyAttempts: "Troppi tentativi di verifica. Richiedi un nuovo codice.",
  codeExpiredOrInvalid: "Il codice di verifica è scaduto o non è valido. Richiedi un nuovo codice.",
  networkError: "Errore di rete o del server. Controlla la connessione e riprova.",
  verificationFailed: "Verifica non riuscita. Riprova.",
  resendTooMany: "Troppe richieste. Attendi prima di richiedere un altro codice.",
  sendCodeFailed: "Impossibile inviare il codice di verifica. Riprova.",
  unableToVerifyEmail: "Impossibile verificare l'e-mail. Riprova più tardi.",
  incorrectCredentials: "E-mail o password errate. Controlla le credenziali e riprova.",
  tooManySignIns: "Troppi tentativi di accesso. Attendi un momento prima di riprovare.",
  invalidEmail: "Inserisci un indirizzo e-mail valido.",
  signInRequired: "Devi accedere",
  signInFailed: "Accesso non riuscito. Riprova.",
  tooManyResets:
    "Troppe richieste di reimpostazione della password. Attendi prima di richiedere un'altra reimpostazione.",
  noAccount: "Nessun account trovato con questo indirizzo e-mail. Controlla l'e-mail o crea un nuovo account.",
  serverError: "Si è verificato un errore del server. Riprova più tardi.",
  resetEmailFailed: "Impossibile inviare l'e-mail per reimpostare la password. Riprova.",
  emailFirst: "Inserisci prima il tuo indirizzo e-mail",
  completeCode: "Inserisci il codice completo di 6 cifre",
  codeSent: "Codice di verifica inviato!",
  newCodeSent: "Nuovo codice inviato!",
  emailVerified: "E-mail verificata!",
  welcomeBack: "Che bello rivederti!",
  resetEmailSent: "E-mail per reimpostare la password inviata!",
  passwordUpdated: "Password aggiornata!",
  email: "E-mail",
  password: "Password",
  displayName: "Nome visualizzato",
  showPassword: "Mostra password",
  hidePassword: "Nascondi password",
  tabsLabel: "Accedi o crea un account",
  passwordRequired: "Inserisci la password",
  displayNameRequired: "Il nome visualizzato è obbligatorio",
  displayNameTooLong: "Il nome visualizzato può contenere al massimo 64 caratteri",
  displayNameHidden: "Il nome visualizzato non può contenere interruzioni di riga o caratteri invisibili",
  codeLabel: "Codice di verifica",
  digitLabel: (n) => `Cifra ${n} di 6`,
  codeSentTo: (email) => `Abbiamo inviato un codice di 6 cifre a ${email}`,
  signUpOtherBrowser:
    "Questa registrazione è stata avviata in un altro browser o sostituita da una più recente. Completala lì oppure registrati di nuovo qui.",
  tooManyWrongCodes: "Troppi codici errati. Attendi prima di riprovare.",
  tooManyCodes: "Abbiamo inviato troppi codici a questo indirizzo. Attendi prima di richiederne un altro.",
  tryAgainIn,
};

export const reset: TTranslation<typeof en.reset> = {
  title: "Reimposta la password",
  newPassword: "Nuova password",
  confirmPassword: "Conferma la nuova password",
  update: "Aggiorna password",
  updating: "Aggiornamento della password...",
  invalidLink: "Link di reimpostazione non valido o scaduto. Richiedi una nuova reimpostazione della password.",
  invalidToken: "Token di reimpostazione non valido. Richiedi una nuova reimpostazione della password.",
  noToken: "Nessun token di reimpostazione fornito. Richiedi una nuova reimpostazione della password.",
  validateFailed: "Impossibile convalidare il token di reimpostazione. Riprova.",
  updateFailed: "Impossibile aggiornare la password",
  validating: "Verifica del link di reimpostazione...",
  forEmail: (email) => `Scegli una nuova password per ${email}.`,
  success: "La tua password è stata aggiornata. Ti stiamo portando alla home...",
  backToSignIn: "Torna all'accesso",
};

export const changePassword: TTranslation<typeof en.changePassword> = {
  title: "Cambia password",
  intro: "Inserisci la password attuale, poi scegline una nuova. Gli altri dispositivi verranno disconnessi.",
  currentPassword: "Password attuale",
  currentRequired: "Inserisci la password attuale",
  currentIncorrect: "La password attuale non è corretta. Riprova.",
  tooMany: "Troppi tentativi di cambio password. Attendi un momento prima di riprovare.",
  submit: "Cambia password",
  submitting: "Modifica della password...",
  signInFirst: "Accedi per cambiare la password.",
  loading: "Caricamento del tuo account...",
};

export const verifyEmail: TTranslation<typeof en.verifyEmail> = {
  failedTitle: "Verifica non riuscita",
  noToken: "Link di verifica non valido. Nessun token fornito.",
  failed: "Impossibile verificare l'e-mail",
  unexpected: "Si è verificato un errore imprevisto durante la verifica",
  verifying: "Verifica dell'e-mail in corso...",
  success: "La tua e-mail è verificata e hai effettuato l'accesso. Ti stiamo portando alla home...",
  alreadyVerified: "Questo indirizzo e-mail è già verificato. Accedi.",
  title: "Verifica dell'e-mail",
};
