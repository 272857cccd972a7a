import type * as en from "../names.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of names.ts.
export const nameRules: TTranslation<typeof en.nameRules> = {
  empty: "El MyPin no puede estar vacío",
  consecutivePeriods: "No se permiten puntos consecutivos",
  forbiddenCharacters: "No se permiten estos caracteres: # % & ? + / \\ \" ' < >",
  simpleSpaces: "El formato Simple no puede contener espacios dentro de las palabras",
  basicSpaces: "El formato Basic no puede contener espacios dentro de las palabras",
  periodCount:
    "Formato con puntos no válido: debe tener exactamente 2 palabras (Simple) o 3 palabras (Basic) separadas por puntos",
  premiumTooLong: "Un MyPin Premium debe tener 30 caracteres como máximo",
  invisibleCharacters:
    "El MyPin no puede contener caracteres invisibles (como espacios de ancho cero, guiones discrecionales o marcas de dirección del texto)",
  dottedTooLong: "Los MyPins Simple y Basic deben tener 63 caracteres como máximo",
  stackedMarks: "El MyPin no puede repetir un acento ni acumular más de cuatro acentos en una misma letra",
  looseMarks:
    "El MyPin no puede contener un acento escrito como signo aparte: escribe directamente la letra acentuada (como é)",
  shareLinkTooLong: "El MyPin es demasiado largo para generar un código QR fiable. Usa un nombre más corto.",
  invalidFormat: "Formato de MyPin no válido",
  validFormat: (tier) => `Formato ${tier} válido`,
};

export const formatGuide: TTranslation<typeof en.formatGuide> = {
  title: "Guía de formatos de MyPin",
  examples: "Ejemplos",
  premium: {
    name: "Premium",
    help: "Hasta 30 caracteres con letras, números, espacios y signos de puntuación seguros",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Dos palabras separadas por un punto, sin espacios",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Tres palabras separadas por puntos, sin espacios",
    examples: ["My3.House6.Place"],
  },
};

export const nameStatus: TTranslation<typeof en.nameStatus> = {
  exists: "Ese MyPin ya existe; elige otro",
  alreadyExists: "El MyPin ya existe: este MyPin ya está ocupado. Prueba con otro nombre.",
  temporarilyUnavailable:
    "MyPin no disponible temporalmente: otra persona está intentando crear este MyPin ahora mismo. Inténtalo de nuevo dentro de unos minutos.",
  availabilityFailed: "No se ha podido comprobar la disponibilidad del MyPin. Inténtalo de nuevo.",
  tooManyLookups:
    "Demasiadas comprobaciones de disponibilidad desde tu red. Espera un minuto antes de volver a intentarlo.",
};

export const namePolicy: TTranslation<typeof en.namePolicy> = {
  expletive: "El MyPin no puede contener palabrotas. Elige otro nombre.",
  mixedScripts:
    "El MyPin no puede mezclar letras de alfabetos distintos (por ejemplo, latino y cirílico). Usa un solo alfabeto.",
  reserved:
    "Este MyPin es una marca reservada y no está a la venta. Si eres el titular de la marca, pídenos a través del formulario de contacto que la liberemos a tu favor.",
};
