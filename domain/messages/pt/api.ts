import type * as en from "../api.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of api.ts.
export const api: TTranslation<typeof en.api> = {
  badRequest: "O pedido não é válido",
  notFound: "Não encontrado",
  internal: "Ocorreu um erro. Tente novamente.",
  forbidden: "Não tem permissão para fazer isto",
  forbiddenOrigin: "Este pedido não é permitido",
  misdirectedHost: "A API do MyPin não responde neste endereço. Use o endereço do próprio MyPin.",
  badSignature: "A assinatura do webhook não é válida",
  tooLarge: "O pedido é demasiado grande",
  timedOut: "O servidor demorou demasiado a responder. Tente novamente.",
  misconfigured: "O MyPin não está disponível neste momento. Tente novamente mais tarde.",
};
