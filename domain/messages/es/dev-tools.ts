import type * as en from "../dev-tools.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of dev-tools.ts.
export const devTools: TTranslation<typeof en.devTools> = {
  title: "Herramientas de desarrollo",
  intro: "Comprueba la clave de Stripe, los 9 precios anuales y los códigos promocionales activos.",
  test: "Probar la conexión con Stripe",
  testing: "Probando la conexión con Stripe...",
  passed: "La conexión con Stripe funciona",
  problems: "La conexión con Stripe tiene problemas",
  failed: "No se ha podido ejecutar la prueba de conexión con Stripe",
  keyType: "Tipo de clave",
  keyPrefix: "Prefijo de la clave",
  connection: "Conexión",
  checkedAt: "Comprobado el",
  prices: "Precios",
  priceColumns: { key: "Clave de búsqueda", expected: "Esperado", actual: "Real", result: "Resultado" },
  ok: "Correcto",
  notOk: "Problema",
  missingAmount: "ninguno",
  promotionCodes: "Códigos promocionales",
  noPromotionCodes: "No hay códigos promocionales activos",
  percentOff: (percent) => `${percent} % de descuento`,
  amountOff: (amount) => `${amount} de descuento`,
  connected: (product, ms) => `Stripe ha respondido en ${ms} ms; se ha encontrado el producto ${product}`,
  productMissing: (product, ms) =>
    `Stripe ha respondido en ${ms} ms; falta el producto ${product} (ejecuta npm run stripe:setup)`,
  unreachable: (status, type) =>
    status === undefined ? `Stripe no ha respondido (${type})` : `Stripe ha respondido ${status} (${type})`,
  priceMissing: (key) => `Ningún precio tiene la clave de búsqueda ${key}`,
  priceAmount: (key, expected, actual) =>
    actual === null
      ? `El precio ${key} no tiene importe; se esperaban ${expected} unidades menores`
      : `El precio ${key} cuesta ${actual} unidades menores; se esperaban ${expected}`,
  priceCurrency: (key, currency) => `El precio ${key} está en ${currency}`,
  priceInterval: (key) => `El precio ${key} no es anual`,
  priceInactive: (key) => `El precio ${key} no está activo`,
  priceProduct: (key, product) => `El precio ${key} pertenece a ${product}`,
  pricesUnlisted: (type) => `No se han podido listar los precios (${type})`,
  promotionsUnlisted: (type) => `No se han podido listar los códigos promocionales (${type})`,
};
