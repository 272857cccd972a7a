import type * as en from "../transfers.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of transfers.ts.
export const transferDialog: TTranslation<typeof en.transferDialog> = {
  button: "Transferir",
  title: (name) => `Transferir ${name}`,
  body: (name) =>
    `Proponha a transferência de ${name} para outra conta. A outra pessoa tem 7 dias para aceitar e, até lá, nada muda: pode retirar a proposta a qualquer momento. Quando a proposta for aceite, ${name} passa para a conta dessa pessoa com a respetiva localização, código QR e link de partilha, bem como o tempo que já pagou; nessa altura, a sua subscrição termina, sem reembolso.`,
  emailLabel: "E-mail do destinatário",
  send: "Enviar proposta",
  cancel: "Cancelar",
  sent: "Proposta de transferência enviada",
  sentDetail: (email) => `Enviámos para ${email} um link para aceitar ou recusar a proposta.`,
  sendFailed: (detail) => `Não foi possível enviar a proposta de transferência: ${detail}`,
  offeredTo: (email, date) => `Proposta enviada a ${email}, válida até ${date}`,
  withdraw: "Retirar proposta",
  withdrawn: "Proposta de transferência retirada",
  withdrawFailed: (detail) => `Não foi possível retirar a proposta de transferência: ${detail}`,
};

export const incomingTransfers: TTranslation<typeof en.incomingTransfers> = {
  heading: "Propostas recebidas",
  item: (name, from, date) => `${from} propõe transferir-lhe ${name}. Pode aceitar até ${date}.`,
  review: "Ver proposta",
};

export const transferPage: TTranslation<typeof en.transferPage> = {
  loading: "A carregar a proposta…",
  loadFailed: "Não foi possível carregar a proposta.",
  retry: "Tentar novamente",
  title: (name) => `${name} pode passar a ser seu`,
  offeredBy: (from) => `Proposta de ${from}`,
  openUntil: (date) => `A proposta é válida até ${date}.`,
  meaningHeading: "O que significa aceitar",
  moves: (name) =>
    `${name} passa para a sua conta com a respetiva localização, indicações de chegada, código QR e link de partilha, que continuam todos a funcionar.`,
  carried: (date) =>
    `Inicia a sua própria subscrição anual. O tempo já pago acompanha o nome, por isso não tem nada a pagar hoje e o primeiro pagamento é a ${date}.`,
  paidToday: (price) =>
    `Inicia hoje a sua própria subscrição anual: tem de pagar ${price} agora. (Restavam menos de dois dias de tempo pago, demasiado pouco para passar para a sua conta.)`,
  signIn: "Inicie sessão ou crie uma conta com o endereço para o qual esta oferta foi enviada, para a aceitar.",
  signInButton: "Iniciar sessão para aceitar",
  otherAccount:
    "Esta proposta foi enviada para outro endereço de e-mail. Inicie sessão com esse endereço para a aceitar.",
  accept: "Aceitar e continuar",
  decline: "Recusar",
  declined: "Proposta recusada",
  actionFailed: (detail) => `Não foi possível responder à proposta: ${detail}`,
  ended: "Esta proposta já terminou",
  endedDetail: "Foi aceite, recusada ou retirada, ou os 7 dias já passaram.",
  finishing: "A concluir a transferência…",
  done: (name) => `${name} já é seu`,
  doneDetail: "Está em «Gerir os meus MyPins», com o código QR e o link de partilha tal como estavam.",
  toManage: "Ir para os meus MyPins",
  unpaid: "O pagamento não foi concluído, por isso a proposta continua aberta.",
};

export const transferRefusals: TTranslation<typeof en.transferRefusals> = {
  toSelf: "Não pode transferir um MyPin para a sua própria conta.",
  noSubscription: "Só é possível transferir um MyPin com uma subscrição ativa.",
  inGrace: "Não é possível transferir este MyPin durante o período de tolerância. Renove-o primeiro.",
  pastDue: "Não é possível transferir este MyPin porque o último pagamento falhou. Atualize primeiro o seu cartão.",
  disputed: "Não é possível transferir este MyPin enquanto houver um pagamento contestado referente a ele.",
  checkoutOpen:
    "Não é possível transferir este MyPin enquanto houver um pagamento em curso referente a ele. Tente novamente dentro de meia hora.",
  locked: "Um MyPin só pode ser transferido 14 dias depois de ter sido comprado ou transferido pela última vez.",
  offerOpen: "Este MyPin já tem uma proposta de transferência aberta. Retire-a para fazer outra.",
  notFound: "Esta proposta de transferência não existe.",
  ended: "Esta proposta de transferência já terminou.",
  otherAccount:
    "Esta proposta foi enviada para outro endereço de e-mail. Inicie sessão com esse endereço para a aceitar.",
  renewalPending:
    "O pagamento da renovação deste MyPin ainda não foi concluído, por isso o novo ano ainda não pode ser transferido. Tente novamente daqui a umas horas.",
  offersLimited:
    "Foram enviadas demasiadas ofertas de transferência hoje, a partir da sua conta ou para este endereço. Tente novamente amanhã.",
};

export const transferEmails: TTranslation<typeof en.transferEmails> = {
  offer: {
    subject: (name) => `Recebeu uma oferta de transferência do MyPin ${name}`,
    body: (from, name, place) => `${from} gostaria de lhe passar o MyPin ${name}, que leva a ${place}.`,
    open: (date, link) => `A proposta é válida até ${date}. Consulte-a e aceite ou recuse aqui: ${link}`,
    ignore: "Se não conhece o remetente, ignore este e-mail: nada muda, a menos que aceite.",
  },
  acceptedGiver: {
    subject: (name) => `${name} foi transferido`,
    body: (name, to) => `${to} aceitou a sua proposta: ${name} passou para a nova conta e a sua subscrição terminou.`,
  },
  acceptedRecipient: {
    subject: (name) => `${name} já é seu`,
    body: (name) => `${name} passou para a sua conta, com o respetivo código QR e link de partilha.`,
    firstPayment: (date, price) => `A sua subscrição custa ${price}; o primeiro pagamento é a ${date}.`,
    share: (link) => `Partilhe-o com este link: ${link}`,
  },
  declined: {
    subject: (name) => `A sua proposta de transferência de ${name} foi recusada`,
    body: (name, to) => `${to} recusou a sua proposta: ${name} continua a ser seu.`,
  },
  expiredGiver: {
    subject: (name) => `A sua proposta de transferência de ${name} expirou`,
    body: (name, to) => `${to} não aceitou no prazo de 7 dias: ${name} continua a ser seu.`,
  },
  expiredRecipient: {
    subject: (name) => `A proposta de transferência de ${name} expirou`,
    body: (name) => `A proposta de transferência de ${name} não foi aceite no prazo de 7 dias e expirou.`,
  },
  withdrawn: {
    subject: (name) => `A proposta de transferência de ${name} foi retirada`,
    byOwner: (name) => `O proprietário de ${name} retirou a proposta. Nada mudou na sua conta.`,
    byStaff: (name) =>
      `A nossa equipa de apoio retirou a proposta de transferência de ${name}. Nada mudou na sua conta; se tiver dúvidas, responda a este e-mail.`,
  },
  withdrawnGiver: {
    subject: (name) => `A sua proposta de transferência de ${name} foi retirada`,
    body: (name) =>
      `A nossa equipa de apoio retirou a sua proposta de transferência de ${name}, que continua a ser seu. Se tiver dúvidas, responda a este e-mail.`,
  },
};
