import type * as en from "../api.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of api.ts.
export const api: TTranslation<typeof en.api> = {
  badRequest: "La solicitud no es válida",
  notFound: "No encontrado",
  internal: "Algo ha salido mal. Inténtalo de nuevo.",
  forbidden: "No tienes permiso para hacer esto",
  forbiddenOrigin: "Esta solicitud no está permitida",
  misdirectedHost: "La API de MyPin no responde en esta dirección. Usa la dirección propia de MyPin.",
  badSignature: "La firma del webhook no es válida",
  tooLarge: "La solicitud es demasiado grande",
  timedOut: "El servidor ha tardado demasiado en responder. Inténtalo de nuevo.",
  misconfigured: "MyPin no está disponible en este momento. Inténtalo de nuevo más tarde.",
};
