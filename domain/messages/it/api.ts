import type * as en from "../api.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of api.ts.
export const api: TTranslation<typeof en.api> = {
  badRequest: "La richiesta non è valida",
  notFound: "Non trovato",
  internal: "Si è verificato un errore. Riprova.",
  forbidden: "Non hai l'autorizzazione per farlo",
  forbiddenOrigin: "Questa richiesta non è consentita",
  misdirectedHost: "L'API di MyPin non risponde a questo indirizzo. Usa l'indirizzo ufficiale di MyPin.",
  badSignature: "La firma del webhook non è valida",
  tooLarge: "La richiesta è troppo grande",
  timedOut: "Il server ha impiegato troppo tempo a rispondere. Riprova.",
  misconfigured: "MyPin non è disponibile al momento. Riprova più tardi.",
};
