import type * as en from "../api.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of api.ts.
export const api: TTranslation<typeof en.api> = {
  badRequest: "Het verzoek is ongeldig",
  notFound: "Niet gevonden",
  internal: "Er is iets misgegaan. Probeer het opnieuw.",
  forbidden: "Je hebt geen toestemming om dit te doen",
  forbiddenOrigin: "Dit verzoek is niet toegestaan",
  misdirectedHost: "De API van MyPin reageert niet op dit adres. Gebruik het eigen adres van MyPin.",
  badSignature: "De handtekening van de webhook is ongeldig",
  tooLarge: "Het verzoek is te groot",
  timedOut: "De server deed er te lang over om te antwoorden. Probeer het opnieuw.",
  misconfigured: "MyPin is op dit moment niet beschikbaar. Probeer het later opnieuw.",
};
