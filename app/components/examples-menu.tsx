import { useCallback, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { layout } from "../../domain/messages";
import { useDismiss } from "../hooks/use-dismiss";
import { ChevronIcon } from "./icons";
import { exampleLinks } from "./nav-links";
import { navLinkClass } from "./nav-link-class";

export function ExamplesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLUListElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, panel, trigger, close);

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={navLinkClass({ isActive: false })}
      >
        {layout.examples}
        <ChevronIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute left-0 z-[1100] mt-1 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {exampleLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={close} className={navLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
