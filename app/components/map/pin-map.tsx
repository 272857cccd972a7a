import "leaflet/dist/leaflet.css";
import { divIcon, type Map as LeafletMap } from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { ZOOM } from "../../../domain/coordinates";
import type { TPoint } from "../../../domain/links";
import { pinSvg, RESULT_MAP_BOX, TILE_LAYER } from "./map-tiles";

// Leaflet gives a marker without keyboard control no role, so the pin is an image named for what
// it marks; an element, not markup, so the name needs no escaping.
function pinIcon(label: string) {
  const image = document.createElement("span");
  image.setAttribute("role", "img");
  image.setAttribute("aria-label", label);
  image.innerHTML = pinSvg(40);
  return divIcon({ className: "", html: image, iconSize: [40, 40], iconAnchor: [20, 37] });
}

// Loaded through React.lazy so leaflet stays out of the first bundle (docs/architecture.md#budgets).
// It takes over from the map's picture (static-pin-map.tsx) at the zoom the visitor asked of it,
// and with the keyboard focus when the visitor tabbed to it.
export default function PinMap({
  position,
  label,
  markerLabel,
  zoom = ZOOM.withName,
  focus = false,
}: {
  position: TPoint;
  label: string;
  markerLabel: string;
  zoom?: number;
  focus?: boolean;
}) {
  const center: [number, number] = [position.latitude, position.longitude];
  const icon = useMemo(() => pinIcon(markerLabel), [markerLabel]);
  const [map, setMap] = useState<LeafletMap | null>(null);
  useEffect(() => {
    if (focus) map?.getContainer().focus();
  }, [map, focus]);
  return (
    <section aria-label={label} className={RESULT_MAP_BOX}>
      <MapContainer
        key={center.join()}
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        ref={setMap}
        className="h-full w-full"
      >
        <TileLayer {...TILE_LAYER} />
        <Marker position={center} icon={icon} keyboard={false} />
      </MapContainer>
    </section>
  );
}
