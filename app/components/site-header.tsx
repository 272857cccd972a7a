import { Link, NavLink } from "react-router";
import { PRODUCT, layout } from "../../domain/messages";
import { buttonClass } from "./button-styles";
import { ExamplesMenu } from "./examples-menu";
import { PinIcon } from "./icons";
import { MobileMenu } from "./mobile-menu";
import { navLinkClass } from "./nav-link-class";
import { pageLinks, shareLink, signInLink } from "./nav-links";

export function SiteHeader() {
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to="/"
          className="flex items-center gap-1.5 rounded-md text-xl font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <PinIcon className="size-7" />
          {PRODUCT}
        </Link>
        <nav aria-label={layout.mainNavigation} className="hidden items-center gap-1 desktop:flex">
          <NavLink to={shareLink.to} className={navLinkClass}>
            {shareLink.label}
          </NavLink>
          <ExamplesMenu />
          {pageLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <Link to={signInLink.to} className={`${buttonClass("primary")} ml-2 whitespace-nowrap`}>
            {signInLink.label}
          </Link>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
