import "leaflet/dist/leaflet.css";
import { divIcon } from "leaflet";
import { useMemo } from "react";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { ZOOM } from "../../../domain/coordinates";
import type { TPoint } from "../../../domain/links";
import { pinSvg, TILE_LAYER } from "./map-tiles";

// Leaflet gives a marker without keyboard control no role, so the pin is an image named for what
// it marks; an element, not markup, so the name needs no escaping.
function pinIcon(label: string) {
  const image = document.createElement("span");
  image.setAttribute("role", "img");
  image.setAttribute("aria-label", label);
  image.innerHTML = pinSvg(40);
  return divIcon({ className: "", html: image, iconSize: [40, 40], iconAnchor: [20, 37] });
}

// Loaded through React.lazy so leaflet stays out of the first bundle (DESIGN section 11).
export default function PinMap({
  position,
  label,
  markerLabel,
}: {
  position: TPoint;
  label: string;
  markerLabel: string;
}) {
  const center: [number, number] = [position.latitude, position.longitude];
  const icon = useMemo(() => pinIcon(markerLabel), [markerLabel]);
  return (
    <section
      aria-label={label}
      className="h-72 w-full overflow-hidden rounded-xl border border-slate-200 desktop:h-[28rem]"
    >
      <MapContainer
        key={center.join()}
        center={center}
        zoom={ZOOM.withName}
        scrollWheelZoom={false}
        className="h-full w-full"
      >
        <TileLayer {...TILE_LAYER} />
        <Marker position={center} icon={icon} keyboard={false} />
      </MapContainer>
    </section>
  );
}
