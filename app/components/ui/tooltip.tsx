import * as Tooltip from "@radix-ui/react-tooltip";
import { type ReactElement, useEffect, useRef, useState } from "react";

// Radix's timing: a tooltip opens 700 ms after the pointer comes to rest on its button, and at once
// while another is open or within 300 ms of one closing, so a row of icon buttons reads quickly.
// Radix keeps that in a Provider shared by every tooltip, which would have to wrap the app from its
// first paint; here each tooltip has a Provider of its own that asks at once, and this module keeps
// the shared timing. Keyboard focus opens at once, as in Radix; focus the app moves itself does not.
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

let openTooltips = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;
const skipsDelay = () => openTooltips > 0 || performance.now() - lastClosedAt < SKIP_DELAY_MS;

// Loaded on demand by icon-tooltip.tsx.
export default function LabelTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false);
  const timer = useRef(0);

  useEffect(() => {
    if (!open) return;
    openTooltips += 1;
    return () => {
      openTooltips -= 1;
      lastClosedAt = performance.now();
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: boolean) => {
    window.clearTimeout(timer.current);
    if (!next) setOpen(false);
    else if (hovered.current) {
      if (skipsDelay()) setOpen(true);
      else timer.current = window.setTimeout(() => setOpen(true), DELAY_MS);
    } else if (trigger.current?.matches(":focus-visible")) setOpen(true);
  };

  return (
    <Tooltip.Provider delayDuration={0} skipDelayDuration={0}>
      <Tooltip.Root open={open} onOpenChange={change}>
        <Tooltip.Trigger
          asChild
          ref={trigger}
          onPointerEnter={() => {
            hovered.current = true;
          }}
          onPointerLeave={() => {
            hovered.current = false;
          }}
        >
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            collisionPadding={8}
            className="z-[1300] rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-md"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
