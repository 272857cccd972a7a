import "leaflet/dist/leaflet.css";
import { divIcon } from "leaflet";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { ZOOM } from "../../domain/coordinates";
import type { TPoint } from "../../domain/links";

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// An inline SVG marker: Leaflet's default icon images are resolved from CSS paths that a bundler
// rewrites, which ends in 404s.
const PIN_ICON = divIcon({
  className: "",
  html: '<svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true"><path fill="#0f766e" stroke="#fff" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Z"/><circle cx="12" cy="9" r="2.75" fill="#fff"/></svg>',
  iconSize: [40, 40],
  iconAnchor: [20, 37],
});

// Loaded through React.lazy so leaflet stays out of the first bundle (DESIGN section 11).
export default function PinMap({ position, label }: { position: TPoint; label: string }) {
  const center: [number, number] = [position.latitude, position.longitude];
  return (
    <div role="region" aria-label={label} className="h-72 w-full overflow-hidden rounded-xl border border-slate-200 desktop:h-[28rem]">
      <MapContainer key={center.join()} center={center} zoom={ZOOM.withName} scrollWheelZoom={false} className="h-full w-full">
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
        <Marker position={center} icon={PIN_ICON} keyboard={false} />
      </MapContainer>
    </div>
  );
}
