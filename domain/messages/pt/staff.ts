import { plural } from "../plural.ts";
import type * as en from "../staff.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of staff.ts.
export const helpDesk: TTranslation<typeof en.helpDesk> = {
  title: "Apoio ao cliente – Pesquisar MyPins",
  searchTermRequired: "Introduza um termo de pesquisa",
  renameExists: "O MyPin já existe",
  renameChooseAnother: "Escolha um nome diferente.",
  renameTierRefused: "Uma mudança de nome tem de manter o nível do MyPin, que o proprietário paga.",
  renameTierChange: (fromTier, toTier) =>
    `Este é um MyPin ${fromTier}, que o proprietário paga, e o novo nome passá-lo-ia a ${toTier}. Escolha um nome ${fromTier}.`,
  noResultsFound: "Nenhum resultado encontrado",
  noResults: "Sem resultados",
  searchError: "Erro na pesquisa",
  renameFailed: "Não foi possível atualizar o nome do MyPin",
  deleteFailed: "Não foi possível eliminar o MyPin",
  renamed: "Nome do MyPin atualizado com sucesso",
  deleted: (pin) => `MyPin «${pin}» eliminado com sucesso`,
  deleteTitle: "Eliminar MyPin",
  deleteConfirm: (pin) =>
    `Tem a certeza de que quer eliminar definitivamente «${pin}»? Esta ação não pode ser anulada.`,
};

export const staffPins: TTranslation<typeof en.staffPins> = {
  searchNote: "Pesquise pelo endereço de e-mail do proprietário ou pelo nome do MyPin.",
  searchBy: "Pesquisar por",
  byEmail: "E-mail",
  byName: "MyPin",
  searchLabel: "Termo de pesquisa",
  placeholders: { email: "owner@example.com", name: "ex.: my.pin2" },
  search: "Pesquisar",
  clear: "Limpar",
  resultsHeading: (count) => `Resultados da pesquisa (${count})`,
  found: (count) =>
    count === 0
      ? "Nenhum resultado encontrado"
      : plural("pt", count, { one: "# resultado encontrado", other: "# resultados encontrados" }),
  noResultsBody: "Nenhum MyPin corresponde a esta pesquisa.",
  columns: {
    clickable: "MyPin clicável",
    userEmail: "E-mail do utilizador",
    location: "Localização (lat./long.)",
    urlLink: "Link (URL)",
    qrCode: "Código QR",
    searchCount: "N.º de pesquisas",
    createdDate: "Data de criação",
    lastUpdated: "Última atualização",
    actions: "Ações",
  },
  noEmail: "Sem e-mail",
  payment: {
    disputeOpen: "Pagamento contestado",
    disputeWon: "Contestação ganha",
    disputeLost: "Contestação perdida",
    refunded: (amount) => `Reembolso de ${amount}`,
    reversed: "Pagamento revertido: subscrição cancelada",
  },
  hiddenFromTop: "Oculto da lista de populares",
  hideFromTop: "Ocultar dos populares",
  showInTop: "Mostrar nos populares",
  hideFromTopLabel: (pin) => `Ocultar dos populares: ${pin}`,
  showInTopLabel: (pin) => `Mostrar nos populares: ${pin}`,
  hiddenDone: (pin) => `${pin} já não aparece na lista de populares`,
  shownDone: (pin) => `${pin} volta a aparecer na lista de populares`,
  topChangeFailed: "Não foi possível alterar a lista de populares",
  edit: "Editar",
  save: "Guardar",
  cancel: "Cancelar",
  delete: "Eliminar",
  newName: (pin) => `Novo nome para ${pin}`,
  renameTitle: "Mudar o nome do MyPin",
  renameCheck: "Confirme os dois nomes antes de guardar.",
  currentName: "Nome atual",
  newNameHeading: "Novo nome",
  confirmRename: "Mudar o nome",
  formerNameNote: (days) =>
    plural("pt", days, {
      one: "O nome atual levará ao novo durante # dia, e até lá mais ninguém o poderá ficar.",
      other: "O nome atual levará ao novo durante # dias, e até lá mais ninguém o poderá ficar.",
    }),
  deletePin: (pin) => `Eliminar ${pin}`,
  deleteReason: "Motivo",
  reasons: {
    violation: "Violação da política de nomes",
    owner_request: "Pedido do proprietário",
    mistake: "Erro",
  },
  feeNote:
    "O proprietário é reembolsado da parte não utilizada do período atual; em caso de violação, deduzida uma taxa administrativa.",
  refunded: (amount) => `Reembolsámos ${amount} ao proprietário.`,
  noRefund: "Não houve reembolso.",
  totalCount: (count) =>
    count === 0
      ? "Nenhum MyPin no total"
      : plural("pt", count, { one: "# MyPin no total", other: "# MyPins no total" }),
  matchCount: (count) =>
    count === 0
      ? "Nenhum MyPin corresponde ao filtro"
      : plural("pt", count, { one: "# MyPin corresponde ao filtro", other: "# MyPins correspondem ao filtro" }),
  filterLabel: "Filtrar por nome ou e-mail do proprietário",
  filterPlaceholder: "Começa por…",
  noneMatch: "Nenhum MyPin corresponde a este filtro.",
  nonePins: "Ainda não há MyPins.",
};

export const reservedNamesPanel: TTranslation<typeof en.reservedNamesPanel> = {
  title: "Nomes de marcas reservados",
  intro:
    "Liberte um nome de marca reservado para a conta do titular comprovado da marca. A partir daí, só essa conta o pode comprar.",
  adminsOnly: "Só um administrador de sistema pode libertar um nome reservado.",
  name: "Nome da marca",
  email: "E-mail da conta do titular",
  reason: "Motivo (ex.: a prova que verificou)",
  release: "Libertar nome",
  released: (name) => `«${name}» libertado`,
  failed: "Não foi possível libertar o nome",
  listHeading: "Nomes libertados",
  none: "Ainda não foi libertado nenhum nome reservado.",
  loadFailed: "Não foi possível carregar os nomes libertados",
  releasedTo: (email) => `para ${email}`,
  releasedBy: (email) => `por ${email},`,
  formerStaff: "um antigo membro da equipa",
  retry: "Tentar novamente",
};

export const admin: TTranslation<typeof en.admin> = {
  analyticsFailed: "Não foi possível obter a análise das subscrições",
  trialAnalyticsFailed: "Não foi possível obter a análise dos períodos experimentais",
  subscriptionsFailed: "Não foi possível obter as subscrições",
  syncFailed: "A sincronização falhou",
  syncError: "Erro de sincronização",
  dryRunFailed: "A simulação falhou",
  releaseFailed: "A libertação falhou",
  dryRunError: "Erro na simulação",
  releaseError: "Erro na libertação",
  manageTitle: "Gerir todos os MyPins (administrador de sistema)",
  renameExists: "O MyPin já existe. Escolha um nome diferente.",
  dashboardTitle: "Painel de administração",
  analyticsTitle: "Análise",
  roles: {
    noAccount: "Nenhuma conta usa este endereço de e-mail. A pessoa tem de se registar primeiro.",
    expiryPast: "O acesso tem de terminar numa data futura.",
    notGranted: "Esta conta não tem acesso de apoio ao cliente que possa ser revogado.",
  },
};

export const reservedNames: TTranslation<typeof en.reservedNames> = {
  notReserved: "Esse nome não é um nome reservado, por isso não há nada a libertar: qualquer pessoa o pode comprar.",
  noAccount: "Nenhuma conta usa esse endereço de e-mail. O titular da marca tem de se registar primeiro.",
  toSelf: "Não pode libertar um nome reservado para a sua própria conta. Outro administrador tem de verificar a prova.",
};

export const deleteReasons: TTranslation<typeof en.deleteReasons> = {
  violation: "violava os nossos termos de utilização",
  owner_request: "nos pediu que o eliminássemos",
  mistake: "foi criado por engano",
};
