import type * as en from "../developers.ts";
import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of developers.ts.
export const apiRefusals: TTranslation<typeof en.apiRefusals> = {
  keyMissing: "Envie a sua chave de API no cabeçalho Authorization (Bearer mp_…) ou em X-Api-Key.",
  keyInvalid: "Esta chave de API não é válida. Verifique se a copiou na íntegra ou crie uma nova.",
  keyRevoked: "Esta chave de API foi revogada ou rodada. Use o novo segredo da chave ou crie uma nova chave.",
  wrongWebsite:
    "Esta chave de navegador não pode ser usada neste site. Adicione o site à lista da chave ou use outra chave.",
  burst: "Demasiadas chamadas com esta chave em poucos segundos. Aguarde um momento e tente novamente.",
  monthly: "Esta conta já usou todas as chamadas gratuitas à API deste mês. Voltam a estar disponíveis no dia 1 (UTC).",
  keyLimit: "Já tem 10 chaves de API. Revogue uma antes de criar outra.",
  keyNotFound: "Esta chave de API não existe ou foi revogada.",
  keyLookups:
    "Demasiadas chaves de API desconhecidas a partir do seu endereço. Verifique se copiou a chave na íntegra e tente novamente daqui a um minuto.",
  keyCap:
    "Esta chave já fez todas as chamadas que o proprietário lhe permite este mês. Voltam a estar disponíveis no dia 1 (UTC).",
  creationsPerDay: "Criou 20 chaves de API nas últimas 24 horas. Aguarde um pouco antes de criar outra.",
  revocationsPerDay:
    "Rodou ou revogou 20 chaves de API nas últimas 24 horas. Aguarde um pouco antes de rodar ou revogar outra.",
  capWhole: "Introduza o limite mensal como um número inteiro de chamadas, 1 ou mais",
  capAbove: (max) => `O limite mensal de uma chave não pode ultrapassar as ${max} chamadas gratuitas da conta`,
  nameRequired: "Dê um nome à chave",
  nameTooLong: "O nome de uma chave tem no máximo 60 caracteres",
  websiteRequired: "Uma chave de navegador precisa de pelo menos um site",
  websiteInvalid: "Introduza o endereço do site, por exemplo https://example.com",
  tooManyWebsites: "Uma chave de navegador pode ter no máximo 10 sites",
  serverKeyWebsites: "Uma chave de servidor não está associada a sites: deixe a lista vazia",
};

export const apiKeysPage: TTranslation<typeof en.apiKeysPage> = {
  title: "Chaves de API",
  intro:
    "As chaves permitem que o seu site ou aplicação consulte MyPins através da API do MyPin. Cada conta tem 1000 chamadas gratuitas por mês, partilhadas por todas as suas chaves.",
  guideLink: "Ler o guia para programadores",
  signInFirst: "Inicie sessão para ver e criar as suas chaves de API.",
  loading: "A carregar as suas chaves de API…",
  loadFailed: "Não foi possível carregar as suas chaves de API.",
  retry: "Tentar novamente",
  usageHeading: "Este mês",
  usage: (used, quota) => `${used} de ${quota} chamadas gratuitas usadas`,
  resets: (date) => `As chamadas gratuitas são repostas a ${date}.`,
  usageChart: (month) => `Chamadas por dia em ${month}`,
  dayCalls: (day, calls) => plural("pt", calls, { one: `${day}: # chamada`, other: `${day}: # chamadas` }),
  noCallsYet: "Ainda não há chamadas este mês.",
  keysHeading: "As suas chaves",
  empty: "Ainda não tem chaves de API. Crie uma para fazer a sua primeira chamada.",
  create: "Criar chave",
  serverKey: "Chave de servidor",
  browserKey: "Chave de navegador",
  endsWith: (hint) => `Termina em …${hint}`,
  created: (date) => `Criada a ${date}`,
  rotated: (date) => `Novo segredo desde ${date}`,
  callsThisMonth: (calls) => plural("pt", calls, { one: "# chamada este mês", other: "# chamadas este mês" }),
  websites: "Funciona em",
  rename: "Mudar o nome",
  rotate: "Rodar",
  revoke: "Revogar",
  callsOfCap: (calls, cap) =>
    plural("pt", cap, { one: `${calls} de # chamada este mês`, other: `${calls} de # chamadas este mês` }),
  cap: "Limite mensal",
};

export const apiKeyDialogs: TTranslation<typeof en.apiKeyDialogs> = {
  createTitle: "Criar uma chave de API",
  createDescription: "Dê à chave o nome daquilo que a vai usar, para saber mais tarde qual deve rodar ou revogar.",
  nameLabel: "Nome",
  namePlaceholder: "Aplicação de entregas",
  kindLabel: "Tipo",
  serverKind: "Chave de servidor",
  serverKindHint:
    "Para os seus servidores e aplicações. Mantenha-a secreta: quem a tiver pode gastar as suas chamadas.",
  browserKind: "Chave de navegador",
  browserKindHint:
    "Para as suas páginas web. Só funciona nos sites que indicar, por isso pode ficar no código de uma página.",
  websitesLabel: "Sites",
  websitesHint: "Um endereço por linha, por exemplo https://example.com",
  createSubmit: "Criar chave",
  cancel: "Cancelar",
  createFailed: (detail) => `Não foi possível criar a chave: ${detail}`,
  secretTitle: "Copie já a sua chave",
  secretBody:
    "Esta é a única vez que mostramos esta chave. Guarde-a num local seguro; se a perder, rode a chave para obter uma nova.",
  secretLabel: (name) => `Chave para ${name}`,
  copy: "Copiar chave",
  copied: "Chave copiada",
  copyFailed: "Não foi possível copiar. Selecione a chave e copie-a manualmente.",
  done: "Concluído",
  renameTitle: (name) => `Mudar o nome de ${name}`,
  renameSubmit: "Guardar nome",
  renamed: "Nome da chave alterado",
  renameFailed: (detail) => `Não foi possível mudar o nome da chave: ${detail}`,
  rotateTitle: (name) => `Rodar ${name}?`,
  rotateBody:
    "Esta chave recebe um novo segredo e o atual deixa de funcionar de imediato. O nome, os sites e as chamadas mantêm-se.",
  rotateSubmit: "Rodar chave",
  rotateFailed: (detail) => `Não foi possível rodar a chave: ${detail}`,
  revokeTitle: (name) => `Revogar ${name}?`,
  revokeBody: "Tudo o que usa esta chave deixa de funcionar de imediato. Esta ação não pode ser anulada.",
  revokeSubmit: "Revogar chave",
  revoked: "Chave revogada",
  revokeFailed: (detail) => `Não foi possível revogar a chave: ${detail}`,
  capLabel: "Limite mensal",
  capHint: (max) =>
    `O máximo de chamadas que esta chave pode fazer por mês, de 1 a ${max}. Deixe em branco para que possa usar todas as chamadas gratuitas da conta.`,
  capTitle: (name) => `Limite mensal de ${name}`,
  capDescription:
    "Um limite impede que uma só chave gaste todas as chamadas da sua conta, por exemplo uma chave de navegador copiada do código da sua página, onde qualquer pessoa a pode ver.",
  capSubmit: "Guardar limite",
  capSaved: "Limite mensal guardado",
  capFailed: (detail) => `Não foi possível guardar o limite: ${detail}`,
};

export const developersPage: TTranslation<typeof en.developersPage> = {
  title: "MyPin para programadores",
  intro:
    "Consulte um MyPin a partir do seu site ou aplicação e encaminhe os seus motoristas, hóspedes ou clientes diretamente para a porta certa. JSON só de leitura, gratuito até 1000 chamadas por mês.",
  getKey: "Obter uma chave de API",
  quickStartHeading: "Comece em cinco minutos",
  stepKey:
    "Crie uma chave na página «Chaves de API». Use uma chave de servidor nos seus servidores e uma chave de navegador em páginas web.",
  stepCall: "Peça um MyPin pelo nome:",
  stepJavaScript: "Ou a partir de JavaScript:",
  stepAnswer:
    "Recebe as coordenadas, a localidade mais próxima, as indicações de chegada do proprietário e links de direções:",
  copyCode: "Copiar",
  codeCopied: "Copiado",
  limitsHeading: "Limites",
  limits:
    "1000 chamadas gratuitas por mês por conta e 20 chamadas por chave em quaisquer 10 segundos. Todas as respostas incluem os cabeçalhos RateLimit-Policy e RateLimit; se ultrapassar um limite, recebe 429 com Retry-After. Na sua página de chaves de API, pode dar a uma chave um limite mensal próprio: assim, uma chave de navegador, que qualquer pessoa pode copiar da sua página, não gasta todas as suas chamadas.",
  embedHeading: "Coloque um cartão MyPin no seu site",
  embed:
    "Os proprietários encontram o código de incorporação de cada MyPin em «Gerir os meus MyPins»: um pequeno cartão com o mapa e os botões de direções, para um iframe no seu próprio site.",
  referenceHeading: "Referência",
  referenceNote: "A referência está escrita em inglês.",
  document: "Documento OpenAPI 3.1",
  parameters: "Parâmetros",
  answers: "Respostas",
  required: "obrigatório",
};
