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

// What knows who is signed in is kept to the smallest parts, which alone render again once the page
// is hydrated: the rest of the header stays as React attached to it.
export function SiteHeader() {
  return (
    <header className="relative border-b border-slate-200 bg-white">
      {/* A browser paints a page's HTML while it still reads it, so the row's height and the logo's
          width are fixed: neither moves as the rest of the header arrives. */}
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to="/"
          className="flex w-28 shrink-0 items-center gap-1.5 rounded-md text-xl font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <PinIcon className="size-7" />
          {PRODUCT}
        </Link>
        {/* The links start beside the logo and the session control keeps to the far end of the room
            left, so when it changes after the page is hydrated (Sign In, or the e-mail's menu)
            nothing else moves. */}
        <nav aria-label={layout.mainNavigation} className="hidden flex-1 items-center gap-1 desktop:flex">
          <NavLink to={shareLink.to} className={navLinkClass}>
            {shareLink.label}
          </NavLink>
          <ExamplesMenu />
          {pageLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <div className="flex flex-1 items-center justify-end">
            <SessionControl />
          </div>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}

function SessionControl() {
  const { user, isPending } = useSession();

  // While the API says who is signed in, the menu's code downloads alongside.
  useEffect(() => {
    if (isPending) void UserMenu.preload();
  }, [isPending]);

  if (user !== null) {
    return (
      <Suspense fallback={<SessionPlaceholder />}>
        <UserMenu email={user.email} />
      </Suspense>
    );
  }
  if (isPending) return <SessionPlaceholder />;
  return (
    <Link
      to={signInLink.to}
      onPointerEnter={() => void pages.auth.preload()}
      onFocus={() => void pages.auth.preload()}
      className={`${buttonClass("primary")} ml-2 whitespace-nowrap`}
    >
      {signInLink.label}
    </Link>
  );
}

// Holds the place of the session control until the page knows who is signed in; without scripts it
// never will, so it is not shown.
function SessionPlaceholder() {
  return <span aria-hidden="true" className="js-only ml-2 h-10 w-24 animate-pulse rounded-lg bg-slate-100" />;
}
