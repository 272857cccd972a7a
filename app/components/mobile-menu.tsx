import { useCallback, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { layout } from "../../domain/messages";
import { useDismiss } from "../hooks/use-dismiss";
import { MenuIcon } from "./icons";
import { navLinkClass } from "./nav-link-class";
import { exampleLinks, pageLinks, shareLink, signInLink } from "./nav-links";

// Shown at 768 px and below (core-flow section 9 draws the mobile line there).
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const examplesId = useId();
  const panel = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, panel, trigger, close);

  return (
    <div className="desktop:hidden">
      <button
        ref={trigger}
        type="button"
        aria-label={layout.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
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
          <li>
            <NavLink to={shareLink.to} onClick={close} className={navLinkClass}>
              {shareLink.label}
            </NavLink>
          </li>
          <li>
            <p id={examplesId} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {layout.examples}
            </p>
            <ul aria-labelledby={examplesId} className="space-y-1 pl-3">
              {exampleLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={close} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={signInLink.to} onClick={close} className={navLinkClass({ isActive: false })}>
              {signInLink.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
