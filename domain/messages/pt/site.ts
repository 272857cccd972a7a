import type * as en from "../site.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of site.ts.
export const PRODUCT: TTranslation<typeof en.PRODUCT> = "MyPin";

export const layout: TTranslation<typeof en.layout> = {
  home: "Início",
  mainNavigation: "Principal",
  shareMyPins: "Partilhar MyPins",
  examples: "Exemplos",
  renters: "Alojamento local",
  business: "Negócios",
  weddings: "Casamentos",
  privatePlates: "Matrículas personalizadas",
  pricing: "Preços",
  aboutUs: "Sobre nós",
  openMenu: "Abrir menu",
  close: "Fechar",
  footerNavigation: "Rodapé",
  copyright: (year) => `© ${year} MyPin. Todos os direitos reservados.`,
  dashboard: "Painel",
  contact: "Contacto",
  terms: "Termos",
  privacy: "Privacidade",
  cookies: "Cookies",
  cookieSettings: "Definições de cookies",
  developers: "Programadores",
  loading: "A carregar",
  language: "Idioma",
  notifications: "Notificações",
};

export const accountMenu: TTranslation<typeof en.accountMenu> = {
  signIn: "Iniciar sessão",
  signOut: "Terminar sessão",
  signedInAs: (email) => `Sessão iniciada como ${email}`,
  billingPortal: "Portal de faturação",
  changePassword: "Alterar palavra-passe",
  apiKeys: "Chaves de API",
  billingPortalFailed: "Não foi possível aceder ao portal de faturação. Tente novamente.",
};

export const loadFailure: TTranslation<typeof en.loadFailure> = {
  page: "Não foi possível carregar esta página.",
  map: "Não foi possível carregar o mapa.",
  reason: "O MyPin pode ter sido atualizado há pouco. Recarregue para obter a versão mais recente.",
  reload: "Recarregar",
};

export const noScript: TTranslation<typeof en.noScript> = {
  form: "Este formulário precisa de JavaScript. Ative-o no seu navegador para o poder utilizar.",
};

export const notFoundPage: TTranslation<typeof en.notFoundPage> = {
  title: "Ups! Página não encontrada",
  home: "Voltar ao início",
};

export const footer: TTranslation<typeof en.footer> = {
  currencies: (browser, geo) => `Navegador: ${browser} | Localização: ${geo}`,
  paymentCurrency: (currency) => `O pagamento será feito em: ${currency}`,
};

export const footerCurrency: TTranslation<typeof en.footerCurrency> = {
  unknown: "Desconhecida",
};
