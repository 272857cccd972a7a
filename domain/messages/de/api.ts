import type * as en from "../api.ts";
import type { TTranslation } from "../translation.ts";

// German texts of api.ts.
export const api: TTranslation<typeof en.api> = {
  badRequest: "Die Anfrage ist ungültig",
  notFound: "Nicht gefunden",
  internal: "Etwas ist schiefgelaufen. Bitte versuche es erneut.",
  forbidden: "Dazu bist du nicht berechtigt",
  forbiddenOrigin: "Diese Anfrage ist nicht erlaubt",
  misdirectedHost: "Die API von MyPin antwortet nicht unter dieser Adresse. Verwende die Adresse von MyPin selbst.",
  badSignature: "Die Webhook-Signatur ist ungültig",
  tooLarge: "Die Anfrage ist zu groß",
  timedOut: "Der Server hat zu lange für die Antwort gebraucht. Bitte versuche es erneut.",
  misconfigured: "MyPin ist gerade nicht verfügbar. Bitte versuche es später erneut.",
};
