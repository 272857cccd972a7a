import type { TLocale } from "../../domain/locales";
import { call, client } from "./client";

// The account's language, sent as the page is left for the chosen language's: keepalive lets the
// request finish on its own. Apart from the other account calls, since the chooser is on every page.
export function chooseAccountLanguage(locale: TLocale) {
  return call(() => client.me.language.$put({ json: { locale } }, { init: { keepalive: true } }));
}
