import { Suspense, useRef, useState } from "react";
import { formatGuide } from "../../../domain/messages/names";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";
import { buttonClass } from "../ui/button-styles";
import { InfoIcon } from "../ui/icons";

// The dialog (Radix and the name rules) loads on first open, not with the landing.
const FormatGuideDialog = lazyWithPreload(() => import("./format-guide-dialog"));

export function FormatGuideButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={`${buttonClass("ghost")} px-2 py-1 text-brand-700`}
      >
        <InfoIcon />
        {formatGuide.title}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FormatGuideDialog onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
