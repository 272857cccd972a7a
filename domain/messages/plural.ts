import { intlLocale, type TLocale } from "../locales.ts";

// A count's words in its language's plural categories (Intl.PluralRules: "one", "few", "many",
// "other", ...), with # standing for the count as that language writes numbers, as in ICU
// MessageFormat. "other" is required: every language has it.
export type TPluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function plural(locale: TLocale, count: number, forms: TPluralForms): string {
  const form = forms[new Intl.PluralRules(intlLocale(locale)).select(count)] ?? forms.other;
  return form.replaceAll("#", new Intl.NumberFormat(intlLocale(locale)).format(count));
}
