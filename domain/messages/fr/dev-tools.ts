import type * as en from "../dev-tools.ts";
import type { TTranslation } from "../translation.ts";

// French texts of dev-tools.ts.
export const devTools: TTranslation<typeof en.devTools> = {
  title: "Outils de développement",
  intro: "Vérifie la clé Stripe, les 9 prix annuels et les codes promotionnels actifs.",
  test: "Tester la connexion Stripe",
  testing: "Test de la connexion Stripe…",
  passed: "La connexion Stripe fonctionne",
  problems: "La connexion Stripe présente des problèmes",
  failed: "Le test de la connexion Stripe n'a pas pu être lancé",
  keyType: "Type de clé",
  keyPrefix: "Préfixe de la clé",
  connection: "Connexion",
  checkedAt: "Vérifié le",
  prices: "Prix",
  priceColumns: { key: "Clé de recherche", expected: "Attendu", actual: "Réel", result: "Résultat" },
  ok: "OK",
  notOk: "Problème",
  missingAmount: "aucun",
  promotionCodes: "Codes promotionnels",
  noPromotionCodes: "Aucun code promotionnel actif",
  percentOff: (percent) => `${percent} % de remise`,
  amountOff: (amount) => `${amount} de remise`,
  connected: (product, ms) => `Stripe joint en ${ms} ms ; produit ${product} trouvé`,
  productMissing: (product, ms) =>
    `Stripe joint en ${ms} ms ; produit ${product} introuvable (lancez npm run stripe:setup)`,
  unreachable: (status, type) =>
    status === undefined ? `Stripe n'a pas répondu (${type})` : `Stripe a répondu ${status} (${type})`,
  priceMissing: (key) => `Aucun prix n'a la clé de recherche ${key}`,
  priceAmount: (key, expected, actual) =>
    actual === null
      ? `Le prix ${key} n'a pas de montant (attendu : ${expected} unités mineures)`
      : `Le prix ${key} coûte ${actual} unités mineures au lieu de ${expected}`,
  priceCurrency: (key, currency) => `Le prix ${key} est en ${currency}`,
  priceInterval: (key) => `Le prix ${key} n'est pas annuel`,
  priceInactive: (key) => `Le prix ${key} n'est pas actif`,
  priceProduct: (key, product) => `Le prix ${key} appartient à ${product}`,
  pricesUnlisted: (type) => `Impossible de lister les prix (${type})`,
  promotionsUnlisted: (type) => `Impossible de lister les codes promotionnels (${type})`,
};
