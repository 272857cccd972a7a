import { type ReactNode, Suspense } from "react";
import { loadFailure } from "../../../domain/messages/site";
import { lazyWithPreload } from "../../lazy-with-preload";
import { LoadFailure } from "../ui/load-failure";
import { LoadFailureBoundary } from "../ui/load-failure-boundary";
import { Spinner } from "../ui/spinner";

// Leaflet is the largest dependency; it loads only when a map is about to show (DESIGN section 11).
export const CreateMap = lazyWithPreload(() => import("./create-map"));
export const PinMap = lazyWithPreload(() => import("./pin-map"));

// While leaflet loads, a grey box of the map's own size keeps the page from jumping; a map that
// could not load says so in the same box, and the rest of the page goes on working.
export function MapSuspense({ heightClass, children }: { heightClass: string; children: ReactNode }) {
  const box = `flex ${heightClass} items-center justify-center rounded-xl border border-slate-200 bg-slate-100`;
  return (
    <LoadFailureBoundary
      fallback={
        <div className={box}>
          <LoadFailure title={loadFailure.map} />
        </div>
      }
    >
      <Suspense
        fallback={
          <div className={`${box} text-brand-700`}>
            <Spinner decorative className="size-8" />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadFailureBoundary>
  );
}
