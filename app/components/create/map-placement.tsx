import { type ReactNode, useState } from "react";
import { type TCoordinates, ZOOM } from "../../../domain/coordinates";
import { create, purchase } from "../../../domain/messages/purchase";
import type { TStartPosition } from "../../hooks/use-start-position";
import type { TMapView } from "../map/create-map";
import { CreateMap, MapSuspense } from "../map/lazy-maps";
import { LocationReadout } from "../map/location-readout";
import { AddressSearch } from "./address-search";

// The create page's workspace, shared by buying and by editing a location:
// address search, the draggable marker, its coordinates, and the page's own actions below them.
export function MapPlacement({
  name,
  start,
  position,
  onMove,
  children,
}: {
  name: string;
  start: TStartPosition;
  position: TCoordinates;
  onMove: (point: TCoordinates) => void;
  children: ReactNode;
}) {
  const [view, setView] = useState<TMapView>(start);
  return (
    <div className="grid gap-4 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:grid-rows-[auto_1fr] desktop:gap-x-6">
      <div className="flex flex-col gap-2 desktop:col-start-2 desktop:row-start-1">
        <AddressSearch
          onFound={(place) => {
            const point = { latitude: place.latitude, longitude: place.longitude };
            onMove(point);
            // A found address opens at least at the zoom of a named place.
            setView({ point, zoom: Math.max(view.zoom, ZOOM.withName) });
          }}
        />
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{create.markerHint}</p>
      </div>
      <div className="desktop:col-start-1 desktop:row-span-2 desktop:row-start-1">
        <MapSuspense heightClass="h-80 desktop:h-[30rem]">
          <CreateMap position={position} view={view} label={purchase.mapLabel(name)} onMove={onMove} />
        </MapSuspense>
      </div>
      <div className="flex flex-col gap-4 desktop:col-start-2 desktop:row-start-2">
        <LocationReadout position={position} />
        {children}
      </div>
    </div>
  );
}
