import { useState } from "react";
import { ZOOM } from "../../../domain/coordinates";
import { resultPage } from "../../../domain/messages/directions";
import { search } from "../../../domain/messages/search";
import { useHydrated } from "../../hydration";
import { MapPlaceholder, MapSuspense, PinMap } from "../map/lazy-maps";
import { StaticPinMap } from "../map/static-pin-map";

const MAP_HEIGHT = "h-72 desktop:h-[28rem]";

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
