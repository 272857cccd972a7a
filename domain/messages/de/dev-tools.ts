import type * as en from "../dev-tools.ts";
import type { TTranslation } from "../translation.ts";

// German texts of dev-tools.ts.
export const devTools: TTranslation<typeof en.devTools> = {
  title: "Entwicklungswerkzeuge",
  intro: "Prüft den Stripe-Schlüssel, die 9 Jahrespreise und die aktiven Aktionscodes.",
  test: "Stripe-Verbindung testen",
  testing: "Stripe-Verbindung wird getestet …",
  passed: "Stripe-Verbindung funktioniert",
  problems: "Bei der Stripe-Verbindung gibt es Probleme",
  failed: "Der Test der Stripe-Verbindung konnte nicht ausgeführt werden",
  keyType: "Schlüsseltyp",
  keyPrefix: "Schlüsselpräfix",
  connection: "Verbindung",
  checkedAt: "Geprüft am",
  prices: "Preise",
  priceColumns: { key: "Lookup-Key", expected: "Erwartet", actual: "Tatsächlich", result: "Ergebnis" },
  ok: "OK",
  notOk: "Problem",
  missingAmount: "kein Betrag",
  promotionCodes: "Aktionscodes",
  noPromotionCodes: "Keine aktiven Aktionscodes",
  percentOff: (percent) => `${percent} % Rabatt`,
  amountOff: (amount) => `${amount} Rabatt`,
  connected: (product, ms) => `Stripe in ${ms} ms erreicht; Produkt ${product} gefunden`,
  productMissing: (product, ms) =>
    `Stripe in ${ms} ms erreicht; Produkt ${product} fehlt (führe npm run stripe:setup aus)`,
  unreachable: (status, type) =>
    status === undefined ? `Stripe hat nicht geantwortet (${type})` : `Stripe hat mit ${status} geantwortet (${type})`,
  priceMissing: (key) => `Kein Preis hat den Lookup-Key ${key}`,
  priceAmount: (key, expected, actual) =>
    actual === null
      ? `Preis ${key} hat keinen Betrag, erwartet sind ${expected} (kleinste Währungseinheit)`
      : `Preis ${key} beträgt ${actual}, erwartet sind ${expected} (kleinste Währungseinheit)`,
  priceCurrency: (key, currency) => `Preis ${key} ist in ${currency}`,
  priceInterval: (key) => `Preis ${key} ist nicht jährlich`,
  priceInactive: (key) => `Preis ${key} ist nicht aktiv`,
  priceProduct: (key, product) => `Preis ${key} gehört zu ${product}`,
  pricesUnlisted: (type) => `Die Preise konnten nicht abgerufen werden (${type})`,
  promotionsUnlisted: (type) => `Die Aktionscodes konnten nicht abgerufen werden (${type})`,
};
