import type * as en from "../page-meta.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of page-meta.ts.
const suffix = (title: string) => `${title} | MyPin`;

export const pageTitles: TTranslation<typeof en.pageTitles> = {
  home: "MyPin: um nome curto e fácil de memorizar para qualquer lugar",
  renters: suffix("Direções para os hóspedes do seu alojamento"),
  carReg: suffix("Transforme a sua matrícula personalizada num lugar"),
  wedding: suffix("Direções para todos os convidados do casamento"),
  business: suffix("Ajude os clientes a encontrar a sua porta"),
  landing: suffix("Verifique se o seu nome está disponível"),
  reservation: suffix("Reserve o seu nome"),
  cta: suffix("Dê-lhe um nome, partilhe-o, encontre-o"),
  pricing: suffix("Preços"),
  about: suffix("Sobre nós"),
  shareMyPins: suffix("Partilhe os seus MyPins"),
  qrExample: suffix("Exemplo de código QR"),
  contact: suffix("Contacte-nos"),
  terms: suffix("Termos de serviço"),
  privacy: suffix("Política de privacidade"),
  cookies: suffix("Política de cookies"),
  cookieSettings: suffix("Definições de cookies"),
  share: suffix("A abrir um MyPin"),
  transfer: suffix("Oferta de transferência"),
  paymentSuccess: suffix("Pagamento recebido"),
  paymentCancelled: suffix("Pagamento cancelado"),
  verifyEmail: suffix("Verificação do e-mail"),
  resetPassword: suffix("Redefinir a palavra-passe"),
  changePassword: suffix("Alterar a palavra-passe"),
  billing: suffix("Faturação"),
  dashboard: suffix("Painel"),
  analytics: suffix("Análise"),
  apiKeys: suffix("Chaves de API"),
  developers: suffix("Programadores"),
  notFound: suffix("Página não encontrada"),
};

export const pageDescriptions: TTranslation<typeof en.pageDescriptions> = {
  home: "Dê à sua casa, loja, alojamento ou espaço um nome curto e fácil de memorizar. Quem o pesquisar obtém direções até à porta no Apple Maps ou no Google Maps.",
  renters:
    "Envie um nome fácil de memorizar com cada reserva e os seus hóspedes encontram o seu alojamento à primeira, seja qual for a aplicação de mapas que usem.",
  carReg:
    "Faça do nome da sua matrícula personalizada um MyPin que leva as pessoas até à sua casa, oficina ou negócio. Grátis durante 90 dias em nomes Premium.",
  wedding:
    "Imprima um MyPin nos seus convites e todos os convidados obtêm direções para a cerimónia e para a receção, sem códigos postais nem entradas laterais por encontrar.",
  business:
    "Dê à sua loja, escritório ou pop-up um nome de que os clientes se lembram, coloque-o em placas e cartões e deixe-os obter direções até à sua porta com um toque.",
  landing:
    "Escreva o nome que quer para o seu lugar e veja de imediato se está livre. Os nomes são únicos, atribuídos por ordem de chegada e podem ser cancelados a qualquer momento.",
  cta: "Três passos para um lugar que qualquer pessoa encontra: dê um nome ao seu lugar, partilhe-o como link ou código QR e deixe que o encontrem na aplicação de mapas.",
  pricing:
    "Um preço anual por MyPin, definido pelo formato do nome: Basic, Simple ou Premium, em libras, euros ou dólares. Cancele a qualquer momento.",
  about:
    "O MyPin dá aos lugares nomes curtos e únicos que levam diretamente à porta. Saiba quem somos e como funcionam os nomes, os mapas e as subscrições.",
  shareMyPins:
    "Partilhe um MyPin como link, código QR ou cartão para imprimir, com o nosso logótipo e ícone para as suas placas, convites e mensagens de reserva.",
  qrExample:
    "Veja como funciona um código QR do MyPin: leia-o com a câmara do telemóvel e obtenha direções para o lugar que ele identifica no Apple Maps ou no Google Maps.",
  contact:
    "Tem dúvidas sobre um nome, uma subscrição ou uma marca sua? Envie uma mensagem à equipa do MyPin e responderemos por e-mail.",
  developers:
    "A API do MyPin para sites e aplicações: obtenha as coordenadas de um MyPin, a localidade mais próxima, como chegar e as ligações de direções. Gratuita até 1000 chamadas por mês.",
  terms:
    "Os termos de utilização do MyPin e de subscrição de um nome: preços, renovações, cancelamento, reembolsos, política de nomes e utilização aceitável.",
  privacy:
    "O que o MyPin recolhe, porquê, durante quanto tempo é guardado, quem o trata e como aceder aos seus dados, corrigi-los ou eliminá-los.",
  cookies:
    "Os cookies e o armazenamento do navegador que o MyPin utiliza, por nome, com a finalidade e a duração de cada um, e como alterar a sua escolha.",
};
