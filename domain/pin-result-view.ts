import type { TNearLabel } from "./answers/maps.ts";
import { formatCoordinate } from "./coordinates.ts";
import { directionsLink, type TPoint } from "./links.ts";

// The words of a search result that are made from its numbers. A shared link's HTML has a slot for
// each (page-templates.ts), so the worker that fills them and the app that hydrates the page make
// them here, the same way.
export type TPinResultView = {
  coordinates: string;
  // Directions from wherever the visitor is, in either map app: plain links that work before any
  // script has run (only these two hosts are allowed).
  appleMaps: string;
  googleMaps: string;
  // "near Lyon, France", as the server wrote it in the reader's language; the owner's arrival note.
  // Empty when there is none, so the page's HTML has the same elements either way.
  near: string;
  note: string;
};

type TViewedPin = TPoint & { near: TNearLabel | null; note: string | null };

export function pinResultView(pin: TViewedPin): TPinResultView {
  return {
    coordinates: `${formatCoordinate(pin.latitude)}, ${formatCoordinate(pin.longitude)}`,
    appleMaps: directionsLink("apple", pin),
    googleMaps: directionsLink("google", pin),
    near: pin.near?.label ?? "",
    note: pin.note ?? "",
  };
}
