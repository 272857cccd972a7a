import { type RefObject, useId } from "react";
import { accountMenu, layout } from "../../../domain/messages/site";
import type { TMe } from "../../api/session";
import { useBillingPortal } from "../../hooks/use-billing-portal";
import { useSignOut } from "../../hooks/use-sign-in-and-out";
import { CHANGE_PASSWORD_PATH } from "../../paths";
import { Link } from "../ui/link";
import LanguageLinks from "./language-links";
import { navLinkClass } from "./nav-link-class";
import { NavLinkItems } from "./nav-link-items";
import { exampleLinks, pageLinks, shareLink, signInLink } from "./nav-links";

type TPanelProps = {
  user: TMe | null;
  open: boolean;
  close: () => void;
  panelId: string;
  panel: RefObject<HTMLElement | null>;
};

// The phone's menu itself, loaded on the first press of the menu button (mobile-menu.tsx).
export default function MobileMenuPanel({ user, open, close, panelId, panel }: TPanelProps) {
  const examplesId = useId();
  const signOut = useSignOut();
  const billingPortal = useBillingPortal();

  return (
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
        <li className="border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
          <LanguageLinks />
        </li>
        {user === null ? (
          <li>
            <Link to={signInLink.to} onClick={close} className={navLinkClass({ isActive: false })}>
              {signInLink.label}
            </Link>
          </li>
        ) : (
          <li className="mt-2 border-t border-slate-200 pt-2">
            <p className="break-all px-3 py-1 text-sm text-slate-600">{accountMenu.signedInAs(user.email)}</p>
            <button
              type="button"
              aria-disabled={billingPortal.isBusy}
              aria-busy={billingPortal.isBusy}
              onClick={billingPortal.open}
              className={`${navLinkClass({ isActive: false })} w-full aria-disabled:opacity-50`}
            >
              {accountMenu.billingPortal}
            </button>
            <Link to={CHANGE_PASSWORD_PATH} onClick={close} className={navLinkClass({ isActive: false })}>
              {accountMenu.changePassword}
            </Link>
            <button
              type="button"
              disabled={signOut.isPending}
              onClick={() => {
                close();
                signOut.mutate();
              }}
              className={`${navLinkClass({ isActive: false })} w-full disabled:opacity-50`}
            >
              {accountMenu.signOut}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
