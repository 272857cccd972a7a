import type * as en from "../emails.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of emails.ts.
export const emailTexts: TTranslation<typeof en.emailTexts> = {
  ignoreIfNotYou: "Se não fez este pedido, pode ignorar este e-mail.",
  yearly: (price) => `${price} por ano`,
  place: (latitude, longitude) => `${latitude}, ${longitude}`,
  verificationCode: {
    subject: "O seu código de verificação do MyPin",
    code: (code) => `O seu código de verificação do MyPin é ${code}.`,
    expires: (minutes) =>
      plural("pt", minutes, {
        one: "Expira dentro de # minuto. Introduza-o no ecrã de registo ou abra este link para verificar o seu endereço de e-mail:",
        other:
          "Expira dentro de # minutos. Introduza-o no ecrã de registo ou abra este link para verificar o seu endereço de e-mail:",
      }),
  },
  passwordReset: {
    subject: "Redefina a sua palavra-passe do MyPin",
    body: (hours) =>
      plural("pt", hours, {
        one: "Abra este link para escolher uma nova palavra-passe do MyPin. Só funciona uma vez e expira dentro de # hora:",
        other:
          "Abra este link para escolher uma nova palavra-passe do MyPin. Só funciona uma vez e expira dentro de # horas:",
      }),
  },
  passwordChanged: {
    subject: "A sua palavra-passe do MyPin foi alterada",
    body: (date) =>
      `A palavra-passe da sua conta MyPin foi alterada a ${date}. A sessão foi terminada em todos os outros dispositivos que tinham sessão iniciada na sua conta.`,
    notYou:
      "Se não fez esta alteração, outra pessoa pode saber a sua palavra-passe. Redefina-a já com «Esqueceu-se da palavra-passe?» na página de início de sessão:",
  },
  signInPaused: {
    subject: "O início de sessão na sua conta MyPin foi suspenso",
    body: "Na última hora, alguém tentou muitas vezes iniciar sessão na sua conta MyPin com uma palavra-passe errada, a partir de muitos endereços, pelo que o início de sessão nesta conta fica suspenso durante até uma hora. A sua palavra-passe continua a proteger a sua conta.",
    reset: (link) =>
      `Para iniciar sessão agora, redefina a sua palavra-passe com «Esqueceu-se da palavra-passe?» na página de início de sessão; a redefinição dá-lhe acesso de imediato e termina a suspensão: ${link}`,
    notYou: "Se não tentou iniciar sessão, não precisa de fazer nada.",
  },
  cancellation: {
    subject: (mypin) => `O seu MyPin «${mypin}» foi cancelado`,
    body: (mypin) => `A subscrição de «${mypin}» foi cancelada e não será renovada.`,
    liveUntil: (mypin, date) => `«${mypin}» continua ativo até ${date}, o fim do período de faturação atual.`,
  },
  renewalNotice: {
    subject: (mypin, date) => `O seu MyPin «${mypin}» é renovado a ${date}`,
    body: (mypin, date, price) =>
      `A subscrição anual de «${mypin}» é renovada a ${date}, com o preço de ${price}. Para a manter, não precisa de fazer nada.`,
    billing: (link) =>
      `Para atualizar o seu cartão ou cancelar antes dessa data, abra as suas definições de faturação: ${link}`,
  },
  trialEnding: {
    subject: (mypin, date) => `O seu período experimental gratuito do MyPin «${mypin}» termina a ${date}`,
    body: (mypin, date, price) =>
      `O seu período experimental gratuito termina a ${date}; depois, o preço passa a ser ${price}. «${mypin}» continua a funcionar sem interrupções; o primeiro pagamento é cobrado nesse dia.`,
    billing: (link) =>
      `Para atualizar o seu cartão ou cancelar antes disso, abra as suas definições de faturação: ${link}`,
  },
  subscriptionEnding: {
    subject: (mypin, date) => `O seu MyPin «${mypin}» termina a ${date}`,
    body: (mypin, date) =>
      `A subscrição de «${mypin}» foi cancelada e termina a ${date}. Depois disso, o nome é libertado e qualquer pessoa o pode comprar.`,
    renew: (link) => `Para o manter, renove a subscrição nas suas definições de faturação antes dessa data: ${link}`,
  },
  paymentFailed: {
    subject: (mypin) => `O pagamento do seu MyPin «${mypin}» falhou`,
    body: (mypin, price) =>
      `Não conseguimos cobrar o pagamento de ${price} referente a «${mypin}». O MyPin continua a funcionar enquanto tentamos novamente nos próximos dias.`,
    billing: (link) => `Atualize o seu cartão nas suas definições de faturação: ${link}`,
  },
  graceStarted: {
    subject: (mypin, date) => `O seu MyPin «${mypin}» será libertado a ${date}`,
    body: (mypin, date) =>
      `A subscrição de «${mypin}» terminou porque o pagamento falhou. «${mypin}» continua a funcionar até ${date} e, até lá, mais ninguém o pode registar.`,
    renew: (date, link) =>
      `O nome será libertado a ${date}, a menos que renove a subscrição. Para renovar, inicie sessão e escolha «Renovar» nos seus MyPins: ${link}`,
  },
  pinReleased: {
    subject: (mypin) => `O seu MyPin «${mypin}» foi libertado`,
    body: (mypin) =>
      `A subscrição de «${mypin}» terminou, por isso «${mypin}» já não leva a lado nenhum e o nome está livre para qualquer pessoa o comprar.`,
    searchAgain: (link) => `Se o quiser recuperar, pesquise-o enquanto ainda estiver livre: ${link}`,
  },
  receipt: {
    subject: (mypin) => `O seu MyPin «${mypin}» está ativo`,
    body: (mypin) =>
      `Obrigado: «${mypin}» é seu. A partir de agora, quem o pesquisar obtém direções para o lugar que escolheu.`,
    plan: (tier, price) => `Plano: ${tier}, ${price}, renovado todos os anos até o cancelar.`,
    trialEnds: (date) =>
      ` O seu período experimental gratuito termina a ${date}; o primeiro pagamento é cobrado nessa data.`,
    share: (link) => `Partilhe-o com este link: ${link}`,
  },
  purchaseRefunded: {
    subject: (mypin) => `Não foi possível criar o seu MyPin «${mypin}»`,
    body: (mypin) =>
      `Outra pessoa concluiu «${mypin}» momentos antes do seu pagamento, por isso não foi possível criá-lo para si.`,
    refunded: (price) => `A sua subscrição foi cancelada e o seu pagamento de ${price} foi reembolsado na totalidade.`,
    nothingCharged: "A sua subscrição foi cancelada; não foi cobrado nada.",
    sorry: "Lamentamos. Escolha outro nome.",
  },
  trialRefused: {
    subject: (mypin) => `O seu período experimental gratuito do MyPin «${mypin}» não começou`,
    body: (mypin, reason) => `Obrigado: «${mypin}» é seu. ${reason}`,
    oneTrial: (link) =>
      `O MyPin oferece um período experimental gratuito por conta e um por cartão. Para ver a subscrição ou cancelá-la, abra os seus MyPins: ${link}`,
  },
  paymentReversed: {
    subject: (mypin, date) => `O seu MyPin «${mypin}» será libertado a ${date}`,
    disputed: (mypin) =>
      `O pagamento de «${mypin}» foi contestado junto do emissor do seu cartão e a contestação foi decidida a seu favor, por isso o dinheiro foi-lhe devolvido e a subscrição foi cancelada.`,
    refunded: (mypin) =>
      `O pagamento de «${mypin}» foi reembolsado na totalidade, por isso a subscrição foi cancelada.`,
    carried: (mypin) =>
      `O pagamento que cobria o tempo que recebeu com «${mypin}» quando lhe foi transferido foi anulado ao anterior titular, por isso esse tempo terminou e a subscrição foi cancelada.`,
    keepsWorking: (mypin, date, link) =>
      `«${mypin}» continua a funcionar até ${date} e, até lá, mais ninguém o pode registar. Para o manter, inicie sessão e escolha «Renovar» nos seus MyPins: ${link}`,
  },
  pinMoved: {
    subject: (mypin) => `O seu MyPin «${mypin}» mudou de localização`,
    byStaff: (mypin) =>
      `A nossa equipa de apoio mudou a localização de «${mypin}». Quem o pesquisar, ou abrir o respetivo link ou código QR, é agora encaminhado para o novo local.`,
    byOwner: (mypin) =>
      `Mudou a localização de «${mypin}». Quem o pesquisar, ou abrir o respetivo link ou código QR, é agora encaminhado para o novo local.`,
    places: (before, now) => `Antes: ${before}\nAgora: ${now}`,
    staffAdvice: (link) =>
      `Se não é para aqui que ele deve levar, volte a colocá-lo no local anterior a partir dos seus MyPins e avise-nos através do formulário de contacto: ${link}`,
    ownerAdvice: (link) =>
      `Se não fez esta alteração, outra pessoa pode ter sessão iniciada na sua conta: volte a colocá-lo no local anterior a partir dos seus MyPins e altere a sua palavra-passe, o que termina a sessão em todos os outros dispositivos: ${link}`,
  },
  pinRenamed: {
    subject: (from, to) => `O seu MyPin «${from}» passou a ser «${to}»`,
    body: (from, to) =>
      `A nossa equipa de apoio mudou o nome do seu MyPin «${from}» para «${to}». Continua a levar ao mesmo lugar, a subscrição e o número de pesquisas mantêm-se e «${from}» já não leva a lado nenhum.`,
    share: (link) =>
      `Partilhe-o com este link (um código QR que tenha guardado antes mostra o nome antigo; descarregue um novo nos seus MyPins): ${link}`,
  },
  pinDeleted: {
    subject: (mypin) => `O seu MyPin «${mypin}» foi eliminado`,
    body: (mypin, reason) =>
      `A nossa equipa de apoio eliminou definitivamente «${mypin}» porque ${reason}. A subscrição foi cancelada e não voltará a ser cobrada.`,
    refunded: (price) =>
      `Reembolsámos ${price} pela parte não utilizada da sua subscrição. O valor chega ao seu cartão no prazo de 5 a 10 dias.`,
    nothingRefunded: "Não houve reembolso.",
    mistake: "Se acha que se trata de um erro, responda através do formulário de contacto no nosso site.",
  },
  contact: {
    subject: (subject) => `Formulário de contacto: ${subject}`,
    from: (email) => `De: ${email}`,
  },
};
