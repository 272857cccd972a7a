import type * as en from "../accounts.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import { tryAgainIn } from "./waits.ts";

// European Portuguese texts of accounts.ts.
export const signInRequired: TTranslation<typeof en.signInRequired> = {
  create: "Tem de iniciar sessão para criar um MyPin",
  viewOwn: "Tem de iniciar sessão para ver os seus MyPins",
  updateCoordinates: "Tem de iniciar sessão para atualizar as coordenadas do MyPin",
  update: "Tem de iniciar sessão para atualizar um MyPin",
  delete: "Tem de iniciar sessão para eliminar um MyPin",
  viewAll: "Tem de iniciar sessão para ver os MyPins",
};

export const password: TTranslation<typeof en.password> = {
  tooShort: "A palavra-passe tem de ter pelo menos 8 caracteres",
  tooLong: "A palavra-passe pode ter no máximo 128 caracteres",
  tooWeak: "A palavra-passe tem de conter pelo menos uma letra maiúscula, uma letra minúscula, um número e um símbolo",
  mismatch: "As palavras-passe não coincidem",
  requirements: "Requisitos da palavra-passe",
  ruleMet: "cumprido",
  ruleUnmet: "não cumprido",
};

export const passwordChecklist: TTranslation<typeof en.passwordChecklist> = [
  "Pelo menos 8 caracteres",
  "Uma letra maiúscula",
  "Uma letra minúscula",
  "Um número",
  "Um símbolo",
];

export const auth: TTranslation<typeof en.auth> = {
  welcome: "Boas-vindas ao MyPin",
  backToHome: "Voltar ao início",
  signUp: "Registar",
  signingIn: "A iniciar sessão…",
  forgotPassword: "Esqueceu-se da palavra-passe?",
  sending: "A enviar…",
  resetSent: "E-mail de redefinição da palavra-passe enviado! Consulte a sua caixa de entrada para ver as instruções.",
  createAccount: "Criar conta",
  sendingVerification: "A enviar o código de verificação…",
  checkEmail: "Consulte o seu e-mail",
  junkHint: "Não o encontra? Verifique a pasta de spam ou de lixo eletrónico",
  codeExpiresIn: (mmss) => `O código expira dentro de ${mmss}`,
  verifying: "A verificar o seu código…",
  verifyCode: "Verificar código",
  resendCode: "Reenviar código",
  resendIn: (n) => `Reenviar dentro de ${n} s`,
  backToSignUp: "Voltar ao registo",
  attemptsRemaining: (n) =>
    n === 0
      ? "Não restam tentativas de verificação"
      : plural("pt", n, { one: "Resta # tentativa de verificação", other: "Restam # tentativas de verificação" }),
  accountExists: "Já existe uma conta com este e-mail. Inicie sessão.",
  signUpFailed: "O registo falhou. Tente novamente.",
  accountCreatedSignIn: "Conta criada com sucesso. Inicie sessão com o seu e-mail e a sua palavra-passe.",
  tooManyAttempts: "Demasiadas tentativas de verificação. Peça um novo código.",
  codeExpiredOrInvalid: "O código de verificação expirou ou é inválido. Peça um novo código.",
  networkError: "Erro de rede ou do servidor. Verifique a sua ligação e tente novamente.",
  verificationFailed: "A verificação falhou. Tente novamente.",
  resendTooMany: "Demasiados pedidos. Aguarde antes de pedir outro código.",
  sendCodeFailed: "Não foi possível enviar o código de verificação. Tente novamente.",
  unableToVerifyEmail: "Não foi possível verificar o e-mail. Tente novamente mais tarde.",
  incorrectCredentials: "E-mail ou palavra-passe incorretos. Verifique os seus dados e tente novamente.",
  tooManySignIns: "Demasiadas tentativas de início de sessão. Aguarde um momento antes de tentar novamente.",
  invalidEmail: "Introduza um endereço de e-mail válido.",
  signInRequired: "Tem de iniciar sessão",
  signInFailed: "Não foi possível iniciar sessão. Tente novamente.",
  tooManyResets: "Demasiados pedidos de redefinição da palavra-passe. Aguarde antes de pedir uma nova redefinição.",
  noAccount: "Não encontrámos nenhuma conta com este endereço de e-mail. Verifique o e-mail ou crie uma conta nova.",
  serverError: "Ocorreu um erro no servidor. Tente novamente mais tarde.",
  resetEmailFailed: "Não foi possível enviar o e-mail de redefinição da palavra-passe. Tente novamente.",
  emailFirst: "Introduza primeiro o seu endereço de e-mail",
  completeCode: "Introduza o código completo de 6 dígitos",
  codeSent: "Código de verificação enviado!",
  newCodeSent: "Novo código enviado!",
  emailVerified: "E-mail verificado!",
  welcomeBack: "Olá de novo!",
  resetEmailSent: "E-mail de redefinição da palavra-passe enviado!",
  passwordUpdated: "Palavra-passe atualizada!",
  email: "E-mail",
  password: "Palavra-passe",
  displayName: "Nome a apresentar",
  showPassword: "Mostrar palavra-passe",
  hidePassword: "Ocultar palavra-passe",
  tabsLabel: "Iniciar sessão ou criar conta",
  passwordRequired: "Introduza a sua palavra-passe",
  displayNameRequired: "O nome a apresentar é obrigatório",
  displayNameTooLong: "O nome a apresentar pode ter no máximo 64 caracteres",
  displayNameHidden: "O nome a apresentar não pode conter quebras de linha nem caracteres invisíveis",
  codeLabel: "Código de verificação",
  digitLabel: (n) => `Dígito ${n} de 6`,
  codeSentTo: (email) => `Enviámos um código de 6 dígitos para ${email}`,
  signUpOtherBrowser:
    "Este registo foi iniciado noutro navegador ou substituído por um mais recente. Conclua-o nesse navegador ou registe-se novamente aqui.",
  tooManyWrongCodes: "Demasiados códigos errados. Aguarde antes de tentar novamente.",
  tooManyCodes: "Foram enviados demasiados códigos para este endereço. Aguarde antes de pedir outro código.",
  tryAgainIn,
};

export const reset: TTranslation<typeof en.reset> = {
  title: "Redefinir a palavra-passe",
  newPassword: "Nova palavra-passe",
  confirmPassword: "Confirmar a nova palavra-passe",
  update: "Atualizar palavra-passe",
  updating: "A atualizar a palavra-passe…",
  invalidLink: "Link de redefinição inválido ou expirado. Peça uma nova redefinição da palavra-passe.",
  invalidToken: "Token de redefinição inválido. Peça uma nova redefinição da palavra-passe.",
  noToken: "Não foi fornecido nenhum token de redefinição. Peça uma nova redefinição da palavra-passe.",
  validateFailed: "Não foi possível validar o token de redefinição. Tente novamente.",
  updateFailed: "Não foi possível atualizar a palavra-passe",
  validating: "A verificar o seu link de redefinição…",
  forEmail: (email) => `Escolha uma nova palavra-passe para ${email}.`,
  success: "A sua palavra-passe foi atualizada. A redirecionar para a página inicial…",
  backToSignIn: "Voltar ao início de sessão",
};

export const changePassword: TTranslation<typeof en.changePassword> = {
  title: "Alterar palavra-passe",
  intro:
    "Introduza a sua palavra-passe atual e, depois, escolha uma nova. A sessão será terminada nos seus outros dispositivos.",
  currentPassword: "Palavra-passe atual",
  currentRequired: "Introduza a sua palavra-passe atual",
  currentIncorrect: "A palavra-passe atual está incorreta. Tente novamente.",
  tooMany: "Demasiadas tentativas de alteração da palavra-passe. Aguarde um momento antes de tentar novamente.",
  submit: "Alterar palavra-passe",
  submitting: "A alterar a palavra-passe…",
  signInFirst: "Inicie sessão para alterar a sua palavra-passe.",
  loading: "A carregar a sua conta…",
};

export const verifyEmail: TTranslation<typeof en.verifyEmail> = {
  failedTitle: "A verificação falhou",
  noToken: "Link de verificação inválido. Não foi fornecido nenhum token.",
  failed: "Não foi possível verificar o e-mail",
  unexpected: "Ocorreu um erro inesperado durante a verificação",
  verifying: "A verificar o seu e-mail…",
  success: "O seu e-mail foi verificado e tem a sessão iniciada. A redirecionar para a página inicial…",
  alreadyVerified: "Este endereço de e-mail já está verificado. Inicie sessão.",
  title: "Verificação do e-mail",
};
