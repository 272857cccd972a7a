import type * as en from "../manage.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of manage.ts.
export const manage: TTranslation<typeof en.manage> = {
  ownerTitle: "Gerir os meus MyPins",
  loading: "A carregar os seus MyPins…",
  emptyTitle: "Ainda não tem MyPins",
  emptyBody: "Crie o seu primeiro MyPin para começar a organizar os seus locais",
  coordinatesUpdatedBadge: "Coordenadas atualizadas",
  cancel: "Cancelar",
  cancelled: "Cancelado",
  cancellationRequested: "Cancelamento pedido",
  editLocation: "Editar localização",
  shareLinkTooLong: "O URL deste MyPin é demasiado longo para gerar um código QR fiável",
  loadFailed: "Não foi possível carregar os MyPins",
  copyFailed: "Não foi possível copiar",
  qrFailed: "Não foi possível gerar o código QR. Tente novamente.",
  recordCancellationFailed: (detail) => `Não foi possível registar o cancelamento: ${detail}`,
  cancellationSubmitted: "Cancelamento enviado",
  cancellationScheduled: "Cancelamento agendado",
  linkCopied: "Link do MyPin copiado!",
  qrDownloaded: "Código QR descarregado!",
  cancelSubscriptionTitle: "Cancelar subscrição",
  confirmCancellation: "Confirmar cancelamento",
};

export const managePage: TTranslation<typeof en.managePage> = {
  countCreated: (count) =>
    count === 0 ? "Nenhum MyPin criado" : plural("pt", count, { one: "# MyPin criado", other: "# MyPins criados" }),
  signInPrompt: "Inicie sessão para ver e gerir os MyPins que lhe pertencem.",
  groupHeading: (tier, count) => `${tier} (${count})`,
  columns: {
    name: "Nome do MyPin",
    link: "Link do MyPin",
    copyLink: "Copiar link",
    qrCode: "Código QR",
    searchCount: "N.º de pesquisas",
    latitude: "Latitude",
    longitude: "Longitude",
    created: "Criado",
    lastUpdated: "Última atualização",
    actions: "Ações",
  },
  copyLink: "Copiar link",
  searchHistory: (count, days) =>
    count === 0
      ? `Nenhuma pesquisa nos últimos ${days} dias`
      : plural("pt", count, {
          one: `# pesquisa nos últimos ${days} dias`,
          other: `# pesquisas nos últimos ${days} dias`,
        }),
  qrCode: "Código QR",
  pagination: "Páginas de MyPins",
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  previous: "Anterior",
  next: "Seguinte",
  retry: "Tentar novamente",
  cancelDialogBody: (name) =>
    `O cancelamento de ${name} fica agendado junto do nosso fornecedor de pagamentos. ${name} continua ativo até ao fim do período de faturação atual e vamos enviar-lhe um e-mail de confirmação.`,
  keepSubscription: "Manter subscrição",
  scheduledDetail: (name, date) => `${name} continua ativo até ${date}.`,
  submittedDetail:
    "O seu pedido foi guardado. Vamos concluí-lo junto do nosso fornecedor de pagamentos e enviar-lhe um e-mail.",
  unreachable: "Não foi possível contactar o MyPin",
};

export const standing: TTranslation<typeof en.standing> = {
  graceTitle: (name) => `${name} deixou de ser renovado`,
  graceBody: (date) =>
    `O último pagamento não foi concluído, pelo que a subscrição terminou. O MyPin continua a funcionar até ${date}; depois, o nome é libertado, a menos que renove a subscrição.`,
  renew: "Renovar",
  renewFailed: (detail) => `Não foi possível iniciar a renovação: ${detail}`,
  ended: "A subscrição deste MyPin terminou. O nome será libertado em breve.",
  endsOn: (date) => `Termina em ${date}`,
  renewsOn: (date) => `Renova a ${date}`,
  paymentFailed: "O último pagamento falhou. Vamos tentar novamente; atualize o seu cartão.",
  updateCard: "Atualizar cartão",
};

export const billingPage: TTranslation<typeof en.billingPage> = {
  title: "Definições de faturação",
  opening: "A abrir as suas definições de faturação…",
  failed: "Não foi possível abrir as suas definições de faturação.",
  retry: "Tentar novamente",
  signInFirst: "Inicie sessão para ver as suas definições de faturação.",
};

export const qrLink: TTranslation<typeof en.qrLink> = {
  invalid: "Este link de código QR não é válido",
  expired: "Este link de código QR expirou. Descarregue novamente o código QR.",
};

export const qr: TTranslation<typeof en.qr> = {
  noInput: "Sem texto de entrada",
  tooBig: "A quantidade de dados é demasiado grande para ser guardada num código QR",
};

export const qrLimits: TTranslation<typeof en.qrLimits> = {
  tooMany: "Demasiados pedidos de códigos QR. Aguarde algum tempo antes de tentar novamente.",
};

export const arrivalNotes: TTranslation<typeof en.arrivalNotes> = {
  edit: "Indicações de chegada",
  dialogTitle: (name) => `Indicações de chegada para ${name}`,
  dialogBody:
    "Diga aos visitantes o que precisam de saber quando chegarem. Quem procurar este MyPin vê estas indicações, por baixo do percurso e na ligação de partilha.",
  label: "Indicações",
  placeholder: "Toque à campainha do portão 2. Estacionamento atrás do celeiro.",
  charactersLeft: (count) => plural("pt", count, { one: "Falta # carácter", other: "Faltam # caracteres" }),
  charactersOver: (count) => plural("pt", count, { one: "# carácter a mais", other: "# caracteres a mais" }),
  save: "Guardar",
  cancel: "Cancelar",
  saved: "Indicações guardadas",
  removed: "Indicações removidas",
  saveFailed: (detail) => `Não foi possível guardar as indicações: ${detail}`,
  tooLong: "As indicações de chegada têm no máximo 280 caracteres.",
  expletive: "As indicações de chegada não podem conter palavrões.",
};

export const embedDialog: TTranslation<typeof en.embedDialog> = {
  button: "Incorporar",
  title: (name) => `Incorporar ${name} no seu site`,
  body: "Coloque este cartão no seu site: cole o código no HTML da sua página.",
  codeLabel: "Código para colar",
  copy: "Copiar código",
  copied: "Código de incorporação copiado!",
  frameTitle: (name) => `${name} no MyPin`,
};
