import type * as en from "../dev-tools.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of dev-tools.ts.
export const devTools: TTranslation<typeof en.devTools> = {
  title: "Ontwikkeltools",
  intro: "Controleert de Stripe-sleutel, de 9 jaarprijzen en de actieve promotiecodes.",
  test: "Stripe-verbinding testen",
  testing: "Stripe-verbinding wordt getest…",
  passed: "De Stripe-verbinding werkt",
  problems: "De Stripe-verbinding heeft problemen",
  failed: "De test van de Stripe-verbinding kon niet worden uitgevoerd",
  keyType: "Type sleutel",
  keyPrefix: "Begin van de sleutel",
  connection: "Verbinding",
  checkedAt: "Gecontroleerd op",
  prices: "Prijzen",
  priceColumns: { key: "Opzoeksleutel", expected: "Verwacht", actual: "Werkelijk", result: "Resultaat" },
  ok: "OK",
  notOk: "Probleem",
  missingAmount: "geen",
  promotionCodes: "Promotiecodes",
  noPromotionCodes: "Geen actieve promotiecodes",
  percentOff: (percent) => `${percent}% korting`,
  amountOff: (amount) => `${amount} korting`,
  connected: (product, ms) => `Stripe bereikt in ${ms} ms; product ${product} gevonden`,
  productMissing: (product, ms) =>
    `Stripe bereikt in ${ms} ms; product ${product} ontbreekt (voer npm run stripe:setup uit)`,
  unreachable: (status, type) =>
    status === undefined ? `Stripe gaf geen antwoord (${type})` : `Stripe antwoordde met ${status} (${type})`,
  priceMissing: (key) => `Geen enkele prijs heeft de opzoeksleutel ${key}`,
  priceAmount: (key, expected, actual) =>
    actual === null
      ? `Prijs ${key} heeft geen bedrag, verwacht: ${expected} in de kleinste munteenheid`
      : `Prijs ${key} kost ${actual} in de kleinste munteenheid, verwacht: ${expected}`,
  priceCurrency: (key, currency) => `Prijs ${key} is in ${currency}`,
  priceInterval: (key) => `Prijs ${key} is niet jaarlijks`,
  priceInactive: (key) => `Prijs ${key} is niet actief`,
  priceProduct: (key, product) => `Prijs ${key} hoort bij ${product}`,
  pricesUnlisted: (type) => `De prijzen konden niet worden opgehaald (${type})`,
  promotionsUnlisted: (type) => `De promotiecodes konden niet worden opgehaald (${type})`,
};
