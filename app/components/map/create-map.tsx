import "leaflet/dist/leaflet.css";
import { divIcon, type LatLng, type Marker as TLeafletMarker } from "leaflet";
import { useEffect, useEffectEvent, useRef } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import type { TCoordinates } from "../../../domain/coordinates";
import { purchase } from "../../../domain/messages/purchase";
import { pinSvg, TILE_LAYER } from "./map-tiles";

// Leaflet makes a keyboard marker a role="button" div; the hidden text is its accessible name.
const DRAGGABLE_PIN = divIcon({
  className: "rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  html: `<span class="sr-only">${purchase.markerLabel}</span>${pinSvg(44)}`,
  iconSize: [44, 44],
  iconAnchor: [22, 41],
});

// How far one arrow key moves the pin, in screen pixels: fine at street zoom, and repeatable.
const NUDGE_PIXELS = 8;
const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export type TMapView = { point: TCoordinates; zoom: number };

type TMove = (point: TCoordinates) => void;

// A click on a copy of the world east or west of the first still names a real longitude.
const toPoint = (latLng: LatLng): TCoordinates => {
  const wrapped = latLng.wrap();
  return { latitude: wrapped.lat, longitude: wrapped.lng };
};

// Loaded through lazy-maps.tsx so leaflet stays out of the first bundle (docs/architecture.md#budgets).
export default function CreateMap({
  position,
  view,
  label,
  onMove,
}: {
  position: TCoordinates;
  view: TMapView;
  label: string;
  onMove: TMove;
}) {
  return (
    <section
      aria-label={label}
      className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 desktop:h-[30rem]"
    >
      <MapContainer
        center={[view.point.latitude, view.point.longitude]}
        zoom={view.zoom}
        scrollWheelZoom={false}
        className="h-full w-full"
      >
        <TileLayer {...TILE_LAYER} />
        <FollowView view={view} />
        <MoveOnClick onMove={onMove} />
        <DraggablePin position={position} onMove={onMove} />
      </MapContainer>
    </section>
  );
}

// An address search hands the map a new view; dragging the pin does not move the map.
function FollowView({ view }: { view: TMapView }) {
  const map = useMap();
  useEffect(() => {
    map.setView([view.point.latitude, view.point.longitude], view.zoom);
  }, [map, view]);
  return null;
}

function MoveOnClick({ onMove }: { onMove: TMove }) {
  useMapEvents({ click: (event) => onMove(toPoint(event.latlng)) });
  return null;
}

function DraggablePin({ position, onMove }: { position: TCoordinates; onMove: TMove }) {
  const map = useMap();
  const marker = useRef<TLeafletMarker>(null);

  // Dragging needs a pointer; the arrow keys move the focused pin for everyone else.
  const nudge = useEffectEvent((event: KeyboardEvent) => {
    const step = ARROW_STEPS[event.key];
    const current = marker.current;
    if (step === undefined || current === null) return;
    event.preventDefault();
    event.stopPropagation();
    const from = map.latLngToContainerPoint(current.getLatLng());
    const to = map.containerPointToLatLng(from.add([step[0] * NUDGE_PIXELS, step[1] * NUDGE_PIXELS]));
    map.panInside(to, { padding: [48, 48] });
    onMove(toPoint(to));
  });

  useEffect(() => {
    const element = marker.current?.getElement();
    if (element === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => nudge(event);
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <Marker
      ref={marker}
      position={[position.latitude, position.longitude]}
      icon={DRAGGABLE_PIN}
      draggable
      autoPan
      eventHandlers={{ dragend: (event) => onMove(toPoint((event.target as TLeafletMarker).getLatLng())) }}
    />
  );
}
