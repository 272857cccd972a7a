// The currencies MyPin charges in (prices.ts: what each tier costs in them).
export type TCurrency = "gbp" | "eur" | "usd";

export const CURRENCIES: readonly TCurrency[] = ["gbp", "eur", "usd"];

const EURO_COUNTRIES = new Set(["DE", "FR", "IT", "ES", "NL", "BE", "AT", "PT", "IE", "FI", "GR", "LU"]);

const EURO_LANGUAGES = new Set(["de", "fr", "es", "it", "nl", "pt"]);

// Cloudflare reports XX when it cannot place a visitor and T1 for Tor; neither says where the
// visitor is, so they give no answer and the language fallback decides instead of "usd".
const KNOWN_COUNTRY = /^[A-Z]{2}$/;
const UNKNOWN_COUNTRY = "XX";

// The payment currency for the edge's country; UK is not an ISO code but the spec names it beside GB.
export function currencyForCountry(countryCode: string | null | undefined): TCurrency | null {
  const code = (countryCode ?? "").trim().toUpperCase();
  if (!KNOWN_COUNTRY.test(code) || code === UNKNOWN_COUNTRY) return null;
  if (code === "GB" || code === "UK") return "gbp";
  if (EURO_COUNTRIES.has(code)) return "eur";
  return "usd";
}

// Takes a language tag ("en-GB") or an Accept-Language header, whose first entry is the
// visitor's preferred language.
export function currencyForLanguage(language: string | null | undefined): TCurrency | null {
  const first = (language ?? "").split(",")[0] ?? "";
  const tag = (first.split(";")[0] ?? "").trim().toLowerCase();
  const [primary, region] = tag.split(/[-_]/);
  if (primary === "en" && region === "gb") return "gbp";
  if (primary !== undefined && EURO_LANGUAGES.has(primary)) return "eur";
  return null;
}

// A visitor's own choice wins over any detection.
export function resolveCurrency(input: {
  stored?: string | null;
  country?: string | null;
  language?: string | null;
}): TCurrency {
  const stored = CURRENCIES.find((currency) => currency === input.stored);
  if (stored) return stored;
  return currencyForCountry(input.country) ?? currencyForLanguage(input.language) ?? "usd";
}
