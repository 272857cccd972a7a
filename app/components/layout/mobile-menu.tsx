import { Suspense, useState } from "react";
import { layout } from "../../../domain/messages/site";
import { useDisclosure } from "../../hooks/use-disclosure";
import { useSession } from "../../hooks/use-session";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";
import { IconTooltip } from "../ui/icon-tooltip";
import { MenuIcon } from "../ui/icons";

// The menu's links and account actions load on the first press (or as a pointer or focus nears
// the button): a phone's first paint needs only the button.
const MobileMenuPanel = lazyWithPreload(() => import("./mobile-menu-panel"));

// Shown at 768 px and below, where the mobile layout starts (app/hooks/use-is-mobile.ts).
export function MobileMenu() {
  const { user } = useSession();
  const { open, close, toggle, panelId, panel, trigger } = useDisclosure<HTMLElement>();
  const [pressed, setPressed] = useState(false);
  const hydrated = useHydrated();
  const preload = () => void MobileMenuPanel.preload();

  return (
    <div className="js-only desktop:hidden">
      <IconTooltip label={layout.openMenu}>
        <button
          ref={trigger}
          type="button"
          disabled={!hydrated}
          aria-label={layout.openMenu}
          aria-expanded={open}
          aria-controls={pressed ? panelId : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setPressed(true);
            toggle();
          }}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <MenuIcon />
        </button>
      </IconTooltip>
      {pressed && (
        <Suspense fallback={null}>
          <MobileMenuPanel user={user} open={open} close={close} panelId={panelId} panel={panel} />
        </Suspense>
      )}
    </div>
  );
}
