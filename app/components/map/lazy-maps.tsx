import { type ReactNode, Suspense } from "react";
import { lazyWithPreload } from "../../lazy-with-preload";
import { Spinner } from "../ui/spinner";

// Leaflet is the largest dependency; it loads only when a map is about to show (DESIGN section 11).
export const CreateMap = lazyWithPreload(() => import("./create-map"));
export const PinMap = lazyWithPreload(() => import("./pin-map"));

// While leaflet loads, a grey box of the map's own size keeps the page from jumping.
export function MapSuspense({ heightClass, children }: { heightClass: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div
          className={`flex ${heightClass} items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-brand-700`}
        >
          <Spinner decorative className="size-8" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
