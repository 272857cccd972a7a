import type * as en from "../dev-tools.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of dev-tools.ts.
export const devTools: TTranslation<typeof en.devTools> = {
  title: "Ferramentas de desenvolvimento",
  intro: "Verifica a chave do Stripe, os 9 preços anuais e os códigos promocionais ativos.",
  test: "Testar a ligação ao Stripe",
  testing: "A testar a ligação ao Stripe…",
  passed: "A ligação ao Stripe funciona",
  problems: "A ligação ao Stripe tem problemas",
  failed: "Não foi possível executar o teste da ligação ao Stripe",
  keyType: "Tipo de chave",
  keyPrefix: "Prefixo da chave",
  connection: "Ligação",
  checkedAt: "Verificado em",
  prices: "Preços",
  priceColumns: { key: "Chave de pesquisa", expected: "Esperado", actual: "Real", result: "Resultado" },
  ok: "OK",
  notOk: "Problema",
  missingAmount: "nenhum",
  promotionCodes: "Códigos promocionais",
  noPromotionCodes: "Sem códigos promocionais ativos",
  percentOff: (percent) => `${percent}% de desconto`,
  amountOff: (amount) => `${amount} de desconto`,
  connected: (product, ms) => `Stripe contactado em ${ms} ms; produto ${product} encontrado`,
  productMissing: (product, ms) =>
    `Stripe contactado em ${ms} ms; o produto ${product} não existe (execute npm run stripe:setup)`,
  unreachable: (status, type) =>
    `${status === undefined ? "O Stripe não respondeu" : `O Stripe respondeu ${status}`} (${type})`,
  priceMissing: (key) => `Nenhum preço tem a chave de pesquisa ${key}`,
  priceAmount: (key, expected, actual) =>
    actual === null
      ? `O preço ${key} não tem valor; esperava-se ${expected} unidades mínimas da moeda`
      : `O preço ${key} custa ${actual} unidades mínimas da moeda; esperava-se ${expected}`,
  priceCurrency: (key, currency) => `O preço ${key} está em ${currency}`,
  priceInterval: (key) => `O preço ${key} não é anual`,
  priceInactive: (key) => `O preço ${key} não está ativo`,
  priceProduct: (key, product) => `O preço ${key} pertence a ${product}`,
  pricesUnlisted: (type) => `Não foi possível listar os preços (${type})`,
  promotionsUnlisted: (type) => `Não foi possível listar os códigos promocionais (${type})`,
};
