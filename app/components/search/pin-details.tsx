import { useState } from "react";
import { ZOOM } from "../../../domain/coordinates";
import { resultPage } from "../../../domain/messages/directions";
import { search } from "../../../domain/messages/search";
import type { TPublicPin } from "../../../domain/page-data";
import type { TPinResultView } from "../../../domain/pin-result-view";
import { useHydrated } from "../../hydration";
import { MapPlaceholder, MapSuspense, PinMap } from "../map/lazy-maps";
import { StaticPinMap } from "../map/static-pin-map";
import { ArrivalNote, NearPlace } from "./arrival-note";
import { CopyCoordinates } from "./copy-coordinates";
import { DirectionsDialog } from "./directions-dialog";
import { DirectionsLinks } from "./directions-links";
import { useRenamedNotice } from "./use-renamed-notice";

const MAP_HEIGHT = "h-72 desktop:h-[28rem]";

// Loaded lazily by the search result screen, below its heading: the coordinate and link rules it
// uses bring zod and Radix, which the first paint of /?pin= does not need. Its words come from the
// view (domain/pin-result-view.ts), which a shared link's page brings along, so the worker's HTML
// and this render say the same. The map is the browser's alone: its place is kept until it loads.
// The owner's note comes after the way there, as what to do on arrival: below the fold, it never
// takes the heading's place as the page's largest paint.
export default function PinDetails({
  pin,
  view,
  renamedFrom,
}: {
  pin: TPublicPin;
  view: TPinResultView;
  // The former name asked for, when the pin has been renamed since.
  renamedFrom?: string | undefined;
}) {
  useRenamedNotice({ pin, view, renamedFrom }, { moveAddress: true });
  const position = { latitude: pin.latitude, longitude: pin.longitude };
  return (
    <>
      <NearPlace near={view.near} />
      <CopyCoordinates text={view.coordinates} />
      <ResultMap pin={pin} />
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:gap-5">
        <DirectionsDialog destination={position} />
        <DirectionsLinks view={view} />
      </div>
      <ArrivalNote note={view.note} />
    </>
  );
}

type TPlacedName = { mypin: string; latitude: number; longitude: number };

// A named place's map, on a search result and on a transfer's offer: apart, so only the map's place
// renders again once the page is hydrated. It is a picture of its tiles (static-pin-map.tsx) until
// the visitor presses, touches or tabs to it; the picture stays while Leaflet loads.
export function ResultMap({ pin }: { pin: TPlacedName }) {
  const hydrated = useHydrated();
  const [live, setLive] = useState<{ zoom: number; focus: boolean } | null>(null);
  if (!hydrated) return <MapPlaceholder heightClass={MAP_HEIGHT} />;
  const position = { latitude: pin.latitude, longitude: pin.longitude };
  const label = resultPage.mapLabel(pin.mypin);
  const markerLabel = search.resultTitle(pin.mypin);
  const picture = (
    <StaticPinMap
      position={position}
      label={label}
      markerLabel={markerLabel}
      // The first reach decides: a press focuses the map too, after it.
      onOpen={(zoomChange, focus) => setLive((current) => current ?? { zoom: ZOOM.withName + zoomChange, focus })}
    />
  );
  if (live === null) return picture;
  return (
    <MapSuspense heightClass={MAP_HEIGHT} placeholder={picture}>
      <PinMap position={position} label={label} markerLabel={markerLabel} zoom={live.zoom} focus={live.focus} />
    </MapSuspense>
  );
}
