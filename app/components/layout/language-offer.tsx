import { useState } from "react";
import { useLocation } from "react-router";
import { isIndexedPath } from "../../../domain/indexed-paths";
import { LANGUAGE_OFFERS, offeredLocale } from "../../../domain/language-offers";
import { localizedPath } from "../../../domain/locale-paths";
import { useSession } from "../../hooks/use-session";
import { chooseLanguage, hasChosenLanguage } from "../../language-choice";

// An English public page, on a first visit from a browser that prefers another of MyPin's
// languages, offers the same page in it: never a redirect, so shared and crawled addresses stay as
// they are. Taking it or saying no is remembered, and it is not offered again. It floats over the
// page rather than pushing it down, and loads after the page is hydrated (app-layout.tsx).
export default function LanguageOffer() {
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const [answered, setAnswered] = useState(hasChosenLanguage);
  const [offered] = useState(() => offeredLocale(navigator.languages));
  const publicPage = isIndexedPath(pathname) && !(pathname === "/" && search !== "");
  if (answered || offered === null || !publicPage) return null;
  const words = LANGUAGE_OFFERS[offered];
  return (
    <aside
      lang={offered}
      aria-label={words.offer}
      className="fixed inset-x-4 top-20 z-[1200] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg"
    >
      <p className="flex-1">{words.offer}</p>
      <a
        href={localizedPath(pathname, offered)}
        hrefLang={offered}
        onClick={() => chooseLanguage(offered, user !== null)}
        className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800"
      >
        {words.accept}
      </a>
      <button
        type="button"
        onClick={() => {
          chooseLanguage("en", user !== null);
          setAnswered(true);
        }}
        className="rounded-md px-3 py-2 text-slate-600 hover:bg-slate-100"
      >
        {words.dismiss}
      </button>
    </aside>
  );
}
