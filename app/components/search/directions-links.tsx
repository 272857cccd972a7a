import { directions, resultPage } from "../../../domain/messages/directions";
import type { TPinResultView } from "../../../domain/pin-result-view";

const linkClass =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

// Directions from the visitor's own location, handed to either map app as a plain link: the way
// there on a slow phone before the page's script has run, and with none at all. The hrefs come
// from the view, made by the domain's directions links (only the two map apps' hosts).
export function DirectionsLinks({ view }: { view: TPinResultView }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span>{resultPage.directionsFromHere}</span>
      <a href={view.appleMaps} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {directions.appleMaps}
      </a>
      <span aria-hidden="true">·</span>
      <a href={view.googleMaps} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {directions.googleMaps}
      </a>
    </p>
  );
}
