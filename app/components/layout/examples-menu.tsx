import { layout } from "../../../domain/messages/site";
import { useDisclosure } from "../../hooks/use-disclosure";
import { useHydrated } from "../../hydration";
import { ChevronIcon } from "../ui/icons";
import { navLinkClass } from "./nav-link-class";
import { NavLinkItems } from "./nav-link-items";
import { exampleLinks } from "./nav-links";

export function ExamplesMenu() {
  const { open, close, toggle, panelId, panel, trigger } = useDisclosure<HTMLUListElement>();
  const hydrated = useHydrated();

  return (
    <div className="js-only relative">
      <button
        ref={trigger}
        type="button"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
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
        <NavLinkItems links={exampleLinks} onNavigate={close} />
      </ul>
    </div>
  );
}
