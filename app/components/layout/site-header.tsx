import { Suspense, useEffect } from "react";
import { layout, PRODUCT } from "../../../domain/messages/site";
import { useSession } from "../../hooks/use-session";
import { lazyWithPreload } from "../../lazy-with-preload";
import { pages } from "../../pages/lazy-pages";
import { buttonClass } from "../ui/button-styles";
import { PinIcon } from "../ui/icons";
import { Link, NavLink } from "../ui/link";
import { ExamplesMenu } from "./examples-menu";
import { MobileMenu } from "./mobile-menu";
import { navLinkClass } from "./nav-link-class";
import { pageLinks, shareLink, signInLink } from "./nav-links";

// Only a signed-in visitor has the account menu, so its code loads once a session is in sight.
const UserMenu = lazyWithPreload(() => import("./user-menu"));

export function SiteHeader() {
  const { user, isPending } = useSession();

  // While the API says who is signed in, the menu's code downloads alongside.
  useEffect(() => {
    if (isPending) void UserMenu.preload();
  }, [isPending]);

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
            <Suspense fallback={<SessionPlaceholder />}>
              <UserMenu email={user.email} />
            </Suspense>
          ) : isPending ? (
            <SessionPlaceholder />
          ) : (
            <Link
              to={signInLink.to}
              onPointerEnter={() => void pages.auth.preload()}
              onFocus={() => void pages.auth.preload()}
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

// Holds the place of the session control while the API says who is signed in.
function SessionPlaceholder() {
  return <span aria-hidden="true" className="ml-2 h-10 w-24 animate-pulse rounded-lg bg-slate-100" />;
}
