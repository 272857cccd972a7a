import { type ReactElement, Suspense } from "react";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";
import { LoadFailureBoundary } from "./load-failure-boundary";

// Radix's tooltip and its positioning are more than the first paint has room for, so they load on
// demand, once the page is hydrated: the button shows as it is meanwhile, and stays so if they
// cannot load.
const LabelTooltip = lazyWithPreload(() => import("./tooltip"));

// Every button that shows only an icon says what it does when the pointer rests on it or the
// keyboard reaches it. The button keeps its own accessible name; the tooltip only repeats it.
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  const hydrated = useHydrated();
  if (!hydrated) return children;
  return (
    <LoadFailureBoundary fallback={children}>
      <Suspense fallback={children}>
        <LabelTooltip label={label}>{children}</LabelTooltip>
      </Suspense>
    </LoadFailureBoundary>
  );
}
