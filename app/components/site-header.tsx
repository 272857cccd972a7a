import { Link, NavLink } from "react-router";
import { layout, PRODUCT } from "../../domain/messages/site";
import { useSession } from "../hooks/use-session";
import { loadAuthPage } from "../pages/account-pages";
import { buttonClass } from "./button-styles";
import { ExamplesMenu } from "./examples-menu";
import { PinIcon } from "./icons";
import { MobileMenu } from "./mobile-menu";
import { navLinkClass } from "./nav-link-class";
import { pageLinks, shareLink, signInLink } from "./nav-links";
import { UserMenu } from "./user-menu";

export function SiteHeader() {
  const { user, isPending } = useSession();
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
          {user !== null ? (
            <UserMenu email={user.email} />
          ) : isPending ? (
            // Holds the place of the session control while the API says who is signed in.
            <span aria-hidden="true" className="ml-2 h-10 w-24 animate-pulse rounded-lg bg-slate-100" />
          ) : (
            <Link
              to={signInLink.to}
              onPointerEnter={() => void loadAuthPage()}
              onFocus={() => void loadAuthPage()}
              className={`${buttonClass("primary")} ml-2 whitespace-nowrap`}
            >
              {signInLink.label}
            </Link>
          )}
        </nav>
        <MobileMenu user={user} />
      </div>
    </header>
  );
}
