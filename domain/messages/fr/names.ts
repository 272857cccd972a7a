import type * as en from "../names.ts";
import type { TTranslation } from "../translation.ts";

// French texts of names.ts.
export const nameRules: TTranslation<typeof en.nameRules> = {
  empty: "Le MyPin ne peut pas être vide",
  consecutivePeriods: "Les points consécutifs ne sont pas autorisés",
  forbiddenCharacters: "Ces caractères ne sont pas autorisés : # % & ? + / \\ \" ' < >",
  simpleSpaces: "Le format Simple ne peut pas contenir d'espaces dans les mots",
  basicSpaces: "Le format Basic ne peut pas contenir d'espaces dans les mots",
  periodCount:
    "Format avec points non valide : il faut exactement 2 mots (Simple) ou 3 mots (Basic) séparés par des points",
  premiumTooLong: "Un MyPin Premium ne peut pas dépasser 30 caractères",
  invisibleCharacters:
    "Le MyPin ne peut pas contenir de caractères invisibles (comme des espaces sans chasse, des traits d'union conditionnels ou des marques de sens d'écriture)",
  dottedTooLong: "Les MyPins Simple et Basic ne peuvent pas dépasser 63 caractères",
  stackedMarks: "Le MyPin ne peut pas répéter un accent ni cumuler plus de quatre accents sur une même lettre",
  looseMarks:
    "Le MyPin ne peut pas contenir d'accent saisi comme signe séparé : saisissez directement la lettre accentuée (comme é)",
  shareLinkTooLong: "Ce MyPin est trop long pour générer un QR code fiable. Veuillez choisir un nom plus court.",
  invalidFormat: "Format de MyPin non valide",
  validFormat: (tier) => `Format ${tier} valide`,
};

export const formatGuide: TTranslation<typeof en.formatGuide> = {
  title: "Guide des formats de MyPin",
  examples: "Exemples",
  premium: {
    name: "Premium",
    help: "Jusqu'à 30 caractères : lettres, chiffres, espaces et ponctuation sûre",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Deux mots séparés par un point, sans espace",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Trois mots séparés par des points, sans espace",
    examples: ["My3.House6.Place"],
  },
};

export const nameStatus: TTranslation<typeof en.nameStatus> = {
  exists: "Ce MyPin existe déjà, choisissez-en un autre",
  alreadyExists: "MyPin déjà pris : ce MyPin appartient déjà à quelqu'un. Veuillez essayer un autre nom.",
  temporarilyUnavailable:
    "MyPin temporairement indisponible : quelqu'un d'autre est en train de créer ce MyPin. Veuillez réessayer dans quelques minutes.",
  availabilityFailed: "Impossible de vérifier la disponibilité du MyPin. Veuillez réessayer.",
  tooManyLookups:
    "Trop de vérifications de disponibilité depuis votre réseau. Veuillez patienter une minute avant de réessayer.",
};

export const namePolicy: TTranslation<typeof en.namePolicy> = {
  expletive: "Un MyPin ne peut pas contenir de grossièretés. Veuillez choisir un autre nom.",
  mixedScripts:
    "Un MyPin ne peut pas mélanger des lettres de différents alphabets (par exemple latin et cyrillique). Veuillez utiliser un seul alphabet.",
  reserved:
    "Ce MyPin est un nom de marque réservé et n'est pas à vendre. Si la marque vous appartient, demandez-nous de vous le céder via le formulaire de contact.",
};
