import type * as en from "../accounts.ts";
import type { TTranslation } from "../translation.ts";
import { tryAgainIn } from "./waits.ts";

// Spanish (Spain) texts of accounts.ts.
export const signInRequired: TTranslation<typeof en.signInRequired> = {
  create: "Debes iniciar sesión para crear un MyPin",
  viewOwn: "Debes iniciar sesión para ver tus MyPins",
  updateCoordinates: "Debes iniciar sesión para actualizar las coordenadas de un MyPin",
  update: "Debes iniciar sesión para actualizar un MyPin",
  delete: "Debes iniciar sesión para eliminar un MyPin",
  viewAll: "Debes iniciar sesión para ver los MyPins",
};

export const password: TTranslation<typeof en.password> = {
  tooShort: "La contraseña debe tener al menos 8 caracteres",
  tooLong: "La contraseña debe tener como máximo 128 caracteres",
  tooWeak:
    "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial",
  mismatch: "Las contraseñas no coinciden",
  requirements: "Requisitos de la contraseña",
  ruleMet: "cumplido",
  ruleUnmet: "no cumplido",
};

export const passwordChecklist: TTranslation<typeof en.passwordChecklist> = [
  "Al menos 8 caracteres",
  "Una letra mayúscula",
  "Una letra minúscula",
  "Un número",
  "Un carácter especial",
];

export const auth: TTranslation<typeof en.auth> = {
  welcome: "Te damos la bienvenida a MyPin",
  backToHome: "Volver al inicio",
  signUp: "Registrarse",
  signingIn: "Iniciando sesión...",
  forgotPassword: "¿Has olvidado tu contraseña?",
  sending: "Enviando...",
  resetSent:
    "¡Te hemos enviado un correo para restablecer la contraseña! Consulta las instrucciones en tu bandeja de entrada.",
  createAccount: "Crear cuenta",
  sendingVerification: "Enviando verificación...",
  checkEmail: "Revisa tu correo",
  junkHint: "¿No lo encuentras? Revisa la carpeta de correo no deseado o spam",
  codeExpiresIn: (mmss) => `El código caduca en ${mmss}`,
  verifying: "Verificando tu código...",
  verifyCode: "Verificar código",
  resendCode: "Reenviar código",
  resendIn: (n) => `Reenviar en ${n} s`,
  backToSignUp: "Volver al registro",
  attemptsRemaining: (n) => `Intentos de verificación restantes: ${n}`,
  accountExists: "Ya existe una cuenta con este correo electrónico. Inicia sesión.",
  signUpFailed: "No se ha podido completar el registro. Inténtalo de nuevo.",
  accountCreatedSignIn:
    "Tu cuenta se ha creado correctamente. Inicia sesión con tu correo electrónico y tu contraseña.",
  tooManyAttempts: "Demasiados intentos de verificación. Solicita un código nuevo.",
  codeExpiredOrInvalid: "El código de verificación ha caducado o no es válido. Solicita un código nuevo.",
  networkError: "Error de red o del servidor. Comprueba tu conexión e inténtalo de nuevo.",
  verificationFailed: "La verificación ha fallado. Inténtalo de nuevo.",
  resendTooMany: "Demasiadas solicitudes. Espera un poco antes de solicitar otro código.",
  sendCodeFailed: "No se ha podido enviar el código de verificación. Inténtalo de nuevo.",
  unableToVerifyEmail: "No se ha podido verificar el correo electrónico. Inténtalo de nuevo más tarde.",
  incorrectCredentials: "Correo electrónico o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.",
  tooManySignIns: "Demasiados intentos de inicio de sesión. Espera un momento antes de volver a intentarlo.",
  invalidEmail: "Introduce una dirección de correo electrónico válida.",
  signInRequired: "Debes iniciar sesión",
  signInFailed: "No se ha podido iniciar sesión. Inténtalo de nuevo.",
  tooManyResets:
    "Demasiadas solicitudes de restablecimiento de contraseña. Espera un poco antes de solicitar otro restablecimiento.",
  noAccount:
    "No hay ninguna cuenta con esta dirección de correo electrónico. Comprueba tu correo o crea una cuenta nueva.",
  serverError: "Se ha producido un error en el servidor. Inténtalo de nuevo más tarde.",
  resetEmailFailed: "No se ha podido enviar el correo para restablecer la contraseña. Inténtalo de nuevo.",
  emailFirst: "Introduce primero tu dirección de correo electrónico",
  completeCode: "Introduce el código completo de 6 dígitos",
  codeSent: "¡Código de verificación enviado!",
  newCodeSent: "¡Código nuevo enviado!",
  emailVerified: "¡Correo electrónico verificado!",
  welcomeBack: "¡Hola de nuevo!",
  resetEmailSent: "¡Correo para restablecer la contraseña enviado!",
  passwordUpdated: "¡Contraseña actualizada!",
  email: "Correo electrónico",
  password: "Contraseña",
  displayName: "Nombre visible",
  showPassword: "Mostrar contraseña",
  hidePassword: "Ocultar contraseña",
  tabsLabel: "Inicia sesión o crea una cuenta",
  passwordRequired: "Introduce tu contraseña",
  displayNameRequired: "El nombre visible es obligatorio",
  displayNameTooLong: "El nombre visible debe tener como máximo 64 caracteres",
  displayNameHidden: "El nombre visible no puede contener saltos de línea ni caracteres invisibles",
  codeLabel: "Código de verificación",
  digitLabel: (n) => `Dígito ${n} de 6`,
  codeSentTo: (email) => `Hemos enviado un código de 6 dígitos a ${email}`,
  signUpOtherBrowser:
    "Este registro se empezó en otro navegador o se ha sustituido por uno más reciente. Termínalo allí o vuelve a registrarte aquí.",
  tooManyWrongCodes: "Demasiados códigos incorrectos. Espera un poco antes de volver a intentarlo.",
  tooManyCodes: "Se han enviado demasiados códigos a esta dirección. Espera un poco antes de solicitar otro código.",
  tryAgainIn,
};

export const reset: TTranslation<typeof en.reset> = {
  title: "Restablece tu contraseña",
  newPassword: "Nueva contraseña",
  confirmPassword: "Confirma la nueva contraseña",
  update: "Actualizar contraseña",
  updating: "Actualizando contraseña...",
  invalidLink:
    "El enlace para restablecer la contraseña no es válido o ha caducado. Solicita un nuevo restablecimiento de contraseña.",
  invalidToken: "El token de restablecimiento no es válido. Solicita un nuevo restablecimiento de contraseña.",
  noToken: "No se ha proporcionado ningún token de restablecimiento. Solicita un nuevo restablecimiento de contraseña.",
  validateFailed: "No se ha podido validar el token de restablecimiento. Inténtalo de nuevo.",
  updateFailed: "No se ha podido actualizar la contraseña",
  validating: "Comprobando tu enlace de restablecimiento...",
  forEmail: (email) => `Elige una contraseña nueva para ${email}.`,
  success: "Tu contraseña se ha actualizado. Te llevamos a la página de inicio...",
  backToSignIn: "Volver a iniciar sesión",
};

export const changePassword: TTranslation<typeof en.changePassword> = {
  title: "Cambiar contraseña",
  intro: "Introduce tu contraseña actual y elige una nueva. Se cerrará la sesión en tus otros dispositivos.",
  currentPassword: "Contraseña actual",
  currentRequired: "Introduce tu contraseña actual",
  currentIncorrect: "Tu contraseña actual no es correcta. Inténtalo de nuevo.",
  tooMany: "Demasiados intentos de cambio de contraseña. Espera un momento antes de volver a intentarlo.",
  submit: "Cambiar contraseña",
  submitting: "Cambiando contraseña...",
  signInFirst: "Inicia sesión para cambiar tu contraseña.",
  loading: "Cargando tu cuenta...",
};

export const verifyEmail: TTranslation<typeof en.verifyEmail> = {
  failedTitle: "La verificación ha fallado",
  noToken: "Enlace de verificación no válido. No se ha proporcionado ningún token.",
  failed: "No se ha podido verificar el correo electrónico",
  unexpected: "Se ha producido un error inesperado durante la verificación",
  verifying: "Verificando tu correo electrónico...",
  success: "Tu correo electrónico está verificado y has iniciado sesión. Te llevamos a la página de inicio...",
  alreadyVerified: "Esta dirección de correo electrónico ya está verificada. Inicia sesión.",
  title: "Verificación del correo electrónico",
};
