import { plural } from "../plural.ts";
import type * as en from "../purchase.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of purchase.ts.
export const promoRefusal: TTranslation<typeof en.promoRefusal> = {
  wrongTier: (code, tier) =>
    `O código ${code} só dá um período experimental gratuito em nomes ${tier === "premium" ? "Premium" : "Basic"}.`,
  trialUsed: "Esta conta já usufruiu do seu período experimental gratuito.",
};

export const trialLimits: TTranslation<typeof en.trialLimits> = {
  checkoutReplaced:
    "Foi aberto ao mesmo tempo outro pagamento com o seu período experimental gratuito. Comece de novo.",
  refusedTitle: "O seu período experimental gratuito não começou",
  refused: {
    account:
      "Esta conta já usufruiu do seu período experimental gratuito, por isso a subscrição começou hoje e o primeiro ano foi cobrado.",
    card: "O cartão com que pagou já foi usado num período experimental gratuito, por isso a subscrição começou hoje e o primeiro ano foi cobrado.",
  },
};

export const create: TTranslation<typeof en.create> = {
  paymentFailed: "Erro de pagamento: não foi possível iniciar o pagamento. Tente novamente.",
  authToPay: "Erro de autenticação: inicie sessão para continuar com o pagamento",
  authAgain: "Erro de autenticação: inicie sessão novamente para continuar",
  promoIssue: "Problema com o código promocional",
  promoUnavailable: "Não foi possível validar o código promocional. Tente novamente.",
  promoInvalid: "Código promocional inválido",
  promoErrorTitle: "Erro no código promocional",
  secureFailed: "Não foi possível reservar o MyPin para a criação. Tente novamente.",
  coordinatesFailed: "Não foi possível atualizar as coordenadas. Tente novamente.",
  noLongerAvailable:
    "MyPin já não disponível: este MyPin foi ocupado por outro utilizador durante a sua reserva virtual.",
  purchaseResumeFailed: "Não foi possível continuar com a compra. Tente novamente.",
  creationResumeFailed: "Não foi possível continuar com a criação do MyPin. Tente novamente.",
  noCheckoutUrl: "O serviço de pagamento não devolveu nenhum URL de pagamento",
  requiredForPayment: "É necessário um MyPin para o pagamento",
  creatingTitle: (name) => `A criar o MyPin: ${name}`,
  editingTitle: (name) => `A editar a localização: ${name}`,
  addressPlaceholder: "Introduza um endereço…",
  markerHint: "Mova o marcador para o local exato que pretende",
  buy: "Comprar MyPin",
  save: "Guardar MyPin",
  placeHelpTitle: "Como colocar o seu MyPin",
  loading: "A carregar o seu MyPin…",
};

export const holdLimits: TTranslation<typeof en.holdLimits> = {
  perAccount: "Pode reservar no máximo 10 MyPins ao mesmo tempo. Compre um ou desista de um antes de reservar outro.",
  perBrowser:
    "Pode reservar no máximo 3 MyPins ao mesmo tempo sem iniciar sessão. Inicie sessão para reservar mais ou desista primeiro de um.",
  perAddress:
    "Há demasiados MyPins reservados a partir da sua rede sem sessão iniciada. Inicie sessão para reservar um ou tente novamente dentro de alguns minutos.",
  unpaidCheckouts:
    "Iniciou dois pagamentos deste MyPin no último dia sem os concluir, por isso, de momento, fica livre para outras pessoas. Tente novamente mais tarde.",
  timeLimit:
    "Reservou este MyPin durante 30 minutos sem pagar, por isso fica livre para outras pessoas durante algum tempo. Tente novamente mais tarde.",
};

export const paymentLimits: TTranslation<typeof en.paymentLimits> = {
  tooMany: "Demasiados pedidos de pagamento. Aguarde algum tempo antes de tentar novamente.",
};

export const locks: TTranslation<typeof en.locks> = {
  noLongerAvailable: "O MyPin já não está disponível",
  reservedByAnother: "O MyPin foi reservado por outro utilizador",
  lockFailed: "Não foi possível criar o bloqueio temporário",
};

export const availability: TTranslation<typeof en.availability> = {
  taken: "Lamentamos, esse MyPin já pertence a outra pessoa. Experimente outro.",
  reserved: "Este MyPin está temporariamente reservado por outro utilizador. Experimente outro ou volte mais tarde.",
  unable: "Não foi possível verificar a disponibilidade. Tente novamente.",
  cancelAnytime: "Cancele quando quiser",
  reservationLost: "Este MyPin já não está reservado para si. Comece de novo.",
  reservationUnverified: "Não foi possível verificar a reserva do MyPin. Tente novamente.",
  timeExpired: "O tempo esgotou-se. Verifique novamente a disponibilidade.",
  protectionExpired: "A proteção do seu MyPin expirou. Comece de novo.",
};

export const availabilityPage: TTranslation<typeof en.availabilityPage> = {
  intro:
    "Escreva o nome que quer para o seu lugar. Verificamos o formato enquanto escreve; se estiver livre, reservamo-lo para si enquanto o coloca no mapa.",
  nameLabel: "O seu MyPin",
  namePlaceholder: "ex.: Rose.Cottage",
  check: "Verificar disponibilidade",
  title: "Verifique se o nome perfeito está disponível",
};

export const reservationPage: TTranslation<typeof en.reservationPage> = {
  checking: "A verificar a sua reserva…",
  intro: "Este nome está reservado para si. Coloque-o no mapa antes de o tempo acabar.",
  tierPrice: (tier, price) => `${tier} · ${price}`,
  timerLabel: "Tempo restante para concluir o seu MyPin",
  placeOnMap: "Colocar o seu MyPin no mapa",
  chooseAnother: "Escolher outro nome",
  returning: "A voltar à verificação de disponibilidade…",
  title: "O seu MyPin está reservado",
};

export const paymentReturn: TTranslation<typeof en.paymentReturn> = {
  sessionNotFound: "Erro: sessão de pagamento não encontrada. Tente novamente.",
  saveFailed: "Erro: não foi possível guardar o MyPin",
  unsuccessful: "Erro: o pagamento não foi concluído e o MyPin não foi guardado na sua conta",
  refunded:
    "Erro: o pagamento não foi concluído e o MyPin não foi guardado na sua conta. Outra pessoa concluiu este MyPin primeiro; o seu pagamento foi reembolsado e enviámos-lhe um e-mail.",
};

export const success: TTranslation<typeof en.success> = {
  createdSuccessfully: "MyPin criado com sucesso",
  created: "MyPin criado!",
  renewed: "MyPin renovado!",
  coordinatesUpdated: "Coordenadas atualizadas!",
  coordinatesCopied: "Coordenadas copiadas!",
  promoApplied: "Código promocional aplicado!",
  promoAppliedDetail: (discount) => `Vai receber na sua subscrição: ${discount}`,
};

const PLACING_STEPS: readonly [string, string] = [
  "Pesquise um endereço ou desloque e amplie o mapa até à zona pretendida.",
  "Arraste o marcador, ou toque no mapa, para marcar o local exato.",
];

export const purchase: TTranslation<typeof en.purchase> = {
  latitude: "Latitude",
  longitude: "Longitude",
  mapLabel: (name) => `Mapa para colocar ${name}`,
  markerLabel: "O seu MyPin: arraste-o ou mova-o com as teclas de seta",
  searchAddress: "Pesquisar",
  movedTo: (place) => `Mapa movido para ${place}`,
  placeHelpIntro: "Três passos até ao local certo:",
  placeSteps: [...PLACING_STEPS, "Prima «Comprar MyPin» para escolher um código promocional e pagar."],
  editSteps: [...PLACING_STEPS, "Prima «Guardar MyPin» para guardar o novo local."],
  promoTitle: "Tem um código promocional?",
  promoIntro: "Introduza-o para obter o seu desconto ou avance diretamente para o pagamento.",
  promoLabel: "Código promocional",
  apply: "Aplicar",
  skip: "Saltar",
  tryAnotherCode: "Experimentar outro código",
  skipAndContinue: "Saltar e continuar",
  confirming: "A confirmar o seu pagamento…",
  tier: "Nível",
  price: "Preço",
  shareLink: "Link de partilha",
  viewPin: "Ver o seu MyPin",
  retry: "Tentar novamente",
  cancelledBody: (name) => `Não foi cobrado nada e ${name} já não está reservado para si.`,
  cancelledNoName: "Não foi cobrado nada.",
  cancelledTitle: "Pagamento cancelado",
};

export const discountWords: TTranslation<typeof en.discountWords> = {
  daysFree: (days) => plural("pt", days, { one: "# dia grátis", other: "# dias grátis" }),
  percentOff: (percent) => `${percent}% de desconto`,
  amountOff: (amount) => `${amount} de desconto`,
  noDiscount: "sem desconto",
};
