import { cookieBanner } from "../../../domain/messages/consent";
import { buttonClass } from "../ui/button-styles";
import { Link } from "../ui/link";
import { chooseConsent } from "./choose";

const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";

// Accounts-admin section 2's banner. Not a dialog: the page stays usable. It is the layout's last
// child and sticks to the bottom of the viewport, so at the end of a page it sits below the
// footer instead of covering its links.
export default function CookieBanner() {
  return (
    <section
      aria-label={cookieBanner.region}
      className="sticky bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-4 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
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
          <button type="button" className={buttonClass("primary")} onClick={() => chooseConsent("accepted")}>
            {cookieBanner.accept}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={() => chooseConsent("denied")}>
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
