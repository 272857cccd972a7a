import type * as en from "../dev-tools.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of dev-tools.ts.
export const devTools: TTranslation<typeof en.devTools> = {
  title: "Strumenti di sviluppo",
  intro: "Verifica la chiave Stripe, i 9 prezzi annuali e i codici promozionali attivi.",
  test: "Verifica la connessione a Stripe",
  testing: "Verifica della connessione a Stripe...",
  passed: "La connessione a Stripe funziona",
  problems: "La connessione a Stripe presenta problemi",
  failed: "Impossibile eseguire la verifica della connessione a Stripe",
  keyType: "Tipo di chiave",
  keyPrefix: "Prefisso della chiave",
  connection: "Connessione",
  checkedAt: "Data della verifica",
  prices: "Prezzi",
  priceColumns: { key: "Chiave di ricerca", expected: "Previsto", actual: "Effettivo", result: "Esito" },
  ok: "OK",
  notOk: "Problema",
  missingAmount: "nessuno",
  promotionCodes: "Codici promozionali",
  noPromotionCodes: "Nessun codice promozionale attivo",
  percentOff: (percent) => `${percent}% di sconto`,
  amountOff: (amount) => `${amount} di sconto`,
  connected: (product, ms) => `Stripe raggiunto in ${ms} ms; prodotto ${product} trovato`,
  productMissing: (product, ms) =>
    `Stripe raggiunto in ${ms} ms; il prodotto ${product} manca (esegui npm run stripe:setup)`,
  unreachable: (status, type) => `Stripe ha risposto ${status === undefined ? "nulla" : status} (${type})`,
  priceMissing: (key) => `Nessun prezzo ha la chiave di ricerca ${key}`,
  priceAmount: (key, expected, actual) =>
    `Il prezzo ${key} costa ${actual ?? "nulla"} unità minori, previste ${expected}`,
  priceCurrency: (key, currency) => `Il prezzo ${key} è in ${currency}`,
  priceInterval: (key) => `Il prezzo ${key} non è annuale`,
  priceInactive: (key) => `Il prezzo ${key} non è attivo`,
  priceProduct: (key, product) => `Il prezzo ${key} appartiene a ${product}`,
  pricesUnlisted: (type) => `Impossibile elencare i prezzi (${type})`,
  promotionsUnlisted: (type) => `Impossibile elencare i codici promozionali (${type})`,
};
