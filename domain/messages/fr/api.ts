import type * as en from "../api.ts";
import type { TTranslation } from "../translation.ts";

// French texts of api.ts.
export const api: TTranslation<typeof en.api> = {
  badRequest: "La requête n'est pas valide",
  notFound: "Introuvable",
  internal: "Une erreur s'est produite. Veuillez réessayer.",
  forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action",
  forbiddenOrigin: "Cette requête n'est pas autorisée",
  misdirectedHost: "L'API de MyPin ne répond pas à cette adresse. Utilisez l'adresse officielle de MyPin.",
  badSignature: "La signature du webhook n'est pas valide",
  tooLarge: "La requête est trop volumineuse",
  timedOut: "Le serveur a mis trop de temps à répondre. Veuillez réessayer.",
  misconfigured: "MyPin n'est pas disponible pour le moment. Veuillez réessayer plus tard.",
};
