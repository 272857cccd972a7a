import { useLayoutEffect } from "react";
import { PAGE_COOKIE_BANNER_ID } from "../../../domain/consent";
import { cookieBanner } from "../../../domain/messages/consent";
import { removePageCookieBanner } from "../../consent";
import { buttonClass } from "../ui/button-styles";
import { Link } from "../ui/link";
import { chooseConsent } from "./choose";

const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

// The cookie consent banner. Not a dialog: the page stays usable. It is the layout's last
// child and sticks to the bottom of the viewport, so at the end of a page it sits below the
// footer instead of covering its links.
//
// The worker sends a visitor who has not chosen this banner in the page's HTML, after the app's
// root (inPageHtml, rendered by the build): there from the first paint, its buttons waiting for the
// app, and hidden where no script runs, as nothing tracks there. The app's banner takes its place
// where it stands, in the same frame.
export default function CookieBanner({ inPageHtml = false }: { inPageHtml?: boolean }) {
  useLayoutEffect(removePageCookieBanner, []);
  return (
    <section
      id={inPageHtml ? PAGE_COOKIE_BANNER_ID : undefined}
      aria-label={cookieBanner.region}
      className={`${inPageHtml ? "js-only " : ""}sticky bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-4 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]`}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 desktop:flex-row desktop:items-center desktop:justify-between">
        <div className="flex flex-col gap-1 text-sm text-slate-700">
          <h2 className="text-base font-semibold text-slate-900">{cookieBanner.title}</h2>
          <p>{cookieBanner.body}</p>
          <p className="flex flex-wrap gap-x-4">
            <Link to="/cookies" className={linkClass}>
              {cookieBanner.policyLink}
            </Link>
            <Link to="/cookie-settings" className={linkClass}>
              {cookieBanner.settingsLink}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            disabled={inPageHtml}
            className={buttonClass("primary")}
            onClick={() => chooseConsent("accepted")}
          >
            {cookieBanner.accept}
          </button>
          <button
            type="button"
            disabled={inPageHtml}
            className={buttonClass("secondary")}
            onClick={() => chooseConsent("denied")}
          >
            {cookieBanner.deny}
          </button>
          <Link to="/cookie-settings" className={buttonClass("ghost")}>
            {cookieBanner.settings}
          </Link>
        </div>
      </div>
    </section>
  );
}
