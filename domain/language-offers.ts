import { isLocale, type TLocale } from "./locales.ts";

// An English page offers a visitor whose browser prefers another of MyPin's languages the same page
// in it, in that language's own words, whatever language the page is in. These are the only texts
// every build carries in more than one language.
export const LANGUAGE_OFFERS: Record<Exclude<TLocale, "en">, { offer: string; accept: string; dismiss: string }> = {
  de: { offer: "Diese Seite gibt es auch auf Deutsch.", accept: "Auf Deutsch lesen", dismiss: "Nein danke" },
  fr: { offer: "Cette page existe aussi en français.", accept: "Lire en français", dismiss: "Non merci" },
  es: { offer: "Esta página también está en español.", accept: "Leer en español", dismiss: "No, gracias" },
  it: { offer: "Questa pagina è disponibile anche in italiano.", accept: "Leggi in italiano", dismiss: "No, grazie" },
  nl: { offer: "Deze pagina is ook in het Nederlands.", accept: "Lees in het Nederlands", dismiss: "Nee, bedankt" },
  pt: { offer: "Esta página também existe em português.", accept: "Ler em português", dismiss: "Não, obrigado" },
};

// The first of the browser's languages ("de-AT", "fr") that MyPin speaks; English, or none of
// them, offers nothing.
export function offeredLocale(languages: readonly string[]): Exclude<TLocale, "en"> | null {
  for (const language of languages) {
    const primary = language.split("-")[0]?.toLowerCase();
    if (isLocale(primary)) return primary === "en" ? null : primary;
  }
  return null;
}
