import { useId } from "react";
import { Link } from "react-router";
import { layout } from "../../domain/messages/site";
import type { TMe } from "../api";
import { useBillingPortal } from "../hooks/use-billing-portal";
import { useDisclosure } from "../hooks/use-disclosure";
import { useSignOut } from "../hooks/use-session";
import { MenuIcon } from "./icons";
import { navLinkClass } from "./nav-link-class";
import { NavLinkItems } from "./nav-link-items";
import { exampleLinks, pageLinks, shareLink, signInLink } from "./nav-links";

// Shown at 768 px and below (core-flow section 9 draws the mobile line there).
export function MobileMenu({ user }: { user: TMe | null }) {
  const { open, close, toggle, panelId, panel, trigger } = useDisclosure<HTMLElement>();
  const examplesId = useId();
  const signOut = useSignOut();
  const billingPortal = useBillingPortal();

  return (
    <div className="desktop:hidden">
      <button
        ref={trigger}
        type="button"
        aria-label={layout.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MenuIcon />
      </button>
      <nav
        ref={panel}
        id={panelId}
        hidden={!open}
        aria-label={layout.mainNavigation}
        className="absolute inset-x-0 top-full z-[1100] border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          <NavLinkItems links={[shareLink]} onNavigate={close} />
          <li>
            <p id={examplesId} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {layout.examples}
            </p>
            <ul aria-labelledby={examplesId} className="space-y-1 pl-3">
              <NavLinkItems links={exampleLinks} onNavigate={close} />
            </ul>
          </li>
          <NavLinkItems links={pageLinks} onNavigate={close} />
          {user === null ? (
            <li>
              <Link to={signInLink.to} onClick={close} className={navLinkClass({ isActive: false })}>
                {signInLink.label}
              </Link>
            </li>
          ) : (
            <li className="mt-2 border-t border-slate-200 pt-2">
              <p className="break-all px-3 py-1 text-sm text-slate-600">{layout.signedInAs(user.email)}</p>
              <button
                type="button"
                aria-disabled={billingPortal.isBusy}
                aria-busy={billingPortal.isBusy}
                onClick={billingPortal.open}
                className={`${navLinkClass({ isActive: false })} w-full aria-disabled:opacity-50`}
              >
                {layout.billingPortal}
              </button>
              <button
                type="button"
                disabled={signOut.isPending}
                onClick={() => {
                  close();
                  signOut.mutate();
                }}
                className={`${navLinkClass({ isActive: false })} w-full disabled:opacity-50`}
              >
                {layout.signOut}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
