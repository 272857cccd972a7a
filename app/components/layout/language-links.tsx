import { useLocation } from "react-router";
import { isIndexedPath } from "../../../domain/indexed-paths";
import { localizedPath } from "../../../domain/locale-paths";
import { LOCALES, type TLocale } from "../../../domain/locales";
import { layout } from "../../../domain/messages/site";
import { useSession } from "../../hooks/use-session";
import { chooseLanguage } from "../../language-choice";
import { LOCALE, pagePath } from "../../locale";

// The language chooser, in the footer and the phone's menu (both load it on demand): each language
// by its own name. A public page has an address in each language, so its choices are links; any
// other address (a shared link, a signed-in screen) is the same in every language, so a choice
// there keeps the address and loads it again in the language chosen. Either way the choice is
// remembered. A choice is at least 24 px high, a target a finger or a shaky hand can take (WCAG
// 2.2's target size); the page's own language stands out: the link is the current page, the button
// is pressed.
// Each language by its own name. Only the chooser shows them, so they load with it rather than
// with the first paint.
const LOCALE_NAMES: Record<TLocale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  pt: "Português",
};

const CHOICE =
  "inline-flex min-h-6 items-center hover:text-brand-700 hover:underline aria-[current]:font-semibold aria-pressed:font-semibold aria-[current]:text-slate-900 aria-pressed:text-slate-900";

export default function LanguageLinks() {
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const path = pagePath(pathname);
  const ownAddresses = isIndexedPath(path) && !(path === "/" && search !== "");
  const choose = (locale: TLocale) => chooseLanguage(locale, user !== null);
  return (
    <nav aria-label={layout.language}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {ownAddresses ? (
              <a
                href={localizedPath(path, locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === LOCALE ? "true" : undefined}
                onClick={() => choose(locale)}
                className={CHOICE}
              >
                {LOCALE_NAMES[locale]}
              </a>
            ) : (
              <button
                type="button"
                lang={locale}
                aria-pressed={locale === LOCALE}
                onClick={() => {
                  choose(locale);
                  window.location.reload();
                }}
                className={`js-only ${CHOICE}`}
              >
                {LOCALE_NAMES[locale]}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
