import { type ReactNode, Suspense } from "react";
import { loadFailure } from "../../../domain/messages/site";
import { lazyWithPreload } from "../../lazy-with-preload";
import { LoadFailure } from "../ui/load-failure";
import { LoadFailureBoundary } from "../ui/load-failure-boundary";
import { Spinner } from "../ui/spinner";

// Leaflet is the largest dependency; it loads only when a map is about to show
// (docs/architecture.md#budgets).
export const CreateMap = lazyWithPreload(() => import("./create-map"));
export const PinMap = lazyWithPreload(() => import("./pin-map"));

const boxClass = (heightClass: string) =>
  `flex ${heightClass} items-center justify-center rounded-xl border border-slate-200 bg-slate-100`;

// The map's place while its code loads, and in a page's HTML, where no map is drawn: a grey box
// of the map's own size keeps the page from jumping. Without scripts it stays an empty box.
export function MapPlaceholder({ heightClass }: { heightClass: string }) {
  return (
    <div className={`${boxClass(heightClass)} text-brand-700`}>
      <span className="js-only">
        <Spinner decorative className="size-8" />
      </span>
    </div>
  );
}

// A map that could not load says so in its own box, and the rest of the page goes on working.
// While its code loads, the placeholder shows: a grey box, unless the caller has a better picture.
export function MapSuspense({
  heightClass,
  placeholder = <MapPlaceholder heightClass={heightClass} />,
  children,
}: {
  heightClass: string;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  return (
    <LoadFailureBoundary
      fallback={
        <div className={boxClass(heightClass)}>
          <LoadFailure title={loadFailure.map} />
        </div>
      }
    >
      <Suspense fallback={placeholder}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
