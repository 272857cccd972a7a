import "leaflet/dist/leaflet.css";
import { divIcon } from "leaflet";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { ZOOM } from "../../../domain/coordinates";
import type { TPoint } from "../../../domain/links";
import { ATTRIBUTION, pinSvg, TILE_URL } from "./map-tiles";

const PIN_ICON = divIcon({
  className: "",
  html: pinSvg(40),
  iconSize: [40, 40],
  iconAnchor: [20, 37],
});

// Loaded through React.lazy so leaflet stays out of the first bundle (DESIGN section 11).
export default function PinMap({ position, label }: { position: TPoint; label: string }) {
  const center: [number, number] = [position.latitude, position.longitude];
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
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
        <Marker position={center} icon={PIN_ICON} keyboard={false} />
      </MapContainer>
    </section>
  );
}
