import { Suspense } from "react";
import { footer, footerCurrency, layout } from "../../../domain/messages/site";
import type { TCurrency } from "../../../domain/prices";
import { isSystemAdmin } from "../../../domain/staff";
import { useCurrencies } from "../../hooks/use-currencies";
import { useSession } from "../../hooks/use-session";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";
import { Link } from "../ui/link";
import { footerLinks, type TNavLink } from "./nav-links";

function FooterLink({ to, label }: TNavLink) {
  return (
    <li>
      <Link to={to} className="hover:text-brand-700 hover:underline">
        {label}
      </Link>
    </li>
  );
}

const currencyCode = (currency: TCurrency | null) => currency?.toUpperCase() ?? footerCurrency.unknown;

// A page's HTML was rendered in the build's year; the clock is read once the page is hydrated.
const BUILD_YEAR = import.meta.env.BUILD_YEAR;

// What depends on the visitor (the clock, their currencies, their role) is kept to small parts,
// which alone render again once the page is hydrated.
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 desktop:flex-row desktop:items-center desktop:justify-between">
        <div className="flex flex-col gap-1">
          <Copyright />
          {/* The footer's currencies. Shown once the edge has placed the visitor, so the payment
              currency never flips in front of them; the fixed height keeps the footer from jumping. */}
          <div className="min-h-8 text-xs text-slate-500">
            <Currencies />
          </div>
          <LanguageChooser />
        </div>
        <nav aria-label={layout.footerNavigation}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <DashboardLink />
            {footerLinks.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

function Copyright() {
  const hydrated = useHydrated();
  return <p>{layout.copyright(hydrated ? new Date().getFullYear() : BUILD_YEAR)}</p>;
}

// The language chooser's code loads once the page is hydrated, outside the first paint's budget;
// its place is kept, so the footer does not move when it comes. Every page's other languages are
// in its head (hreflang) for crawlers and browsers that run no script.
const LanguageLinks = lazyWithPreload(() => import("./language-links"));

function LanguageChooser() {
  const hydrated = useHydrated();
  return (
    <div className="min-h-14 text-xs desktop:min-h-6">
      {hydrated ? (
        <Suspense fallback={null}>
          <LanguageLinks />
        </Suspense>
      ) : null}
    </div>
  );
}

function Currencies() {
  const { browser, geo, payment, isPending } = useCurrencies();
  if (isPending) return null;
  return (
    <>
      <p>{footer.currencies(currencyCode(browser), currencyCode(geo))}</p>
      <p>{footer.paymentCurrency(currencyCode(payment))}</p>
    </>
  );
}

// The dashboard's link is for system admins only.
function DashboardLink() {
  const { user } = useSession();
  return isSystemAdmin(user) ? <FooterLink to="/dashboard" label={layout.dashboard} /> : null;
}
