import { useLayoutEffect, useRef, useState } from "react";
import { ZOOM } from "../../../domain/coordinates";
import type { TPoint } from "../../../domain/links";
import { TILE_PATH_TEMPLATE, tileAddress } from "../../../domain/map-tiles";
import { resultPage } from "../../../domain/messages/directions";
import { pointInBox, tilesAround } from "../../../domain/static-map";
import { OSM_COPYRIGHT, pinSvg, RESULT_MAP_BOX } from "./map-tiles";

// The zoom asked of the live map, one up or down from the picture's, and whether the keyboard
// brought the visitor here, so the live map takes the focus.
export type TOpenMap = (zoomChange: number, focus: boolean) => void;

// A result's map as plain images of our own tiles until the visitor reaches for it: Leaflet is
// the largest script MyPin has, and the visitor who opens a shared link comes for the place and
// the directions, often on a phone, often on a slow network. The picture is the one Leaflet draws
// (the same tiles, sharper on a screen of more than one pixel per point, the pin at the centre,
// the zoom buttons and the credit where Leaflet puts them), so nothing moves when it takes over,
// on the first press, touch or keyboard focus on the map.
export function StaticPinMap({
  position,
  label,
  markerLabel,
  onOpen,
}: {
  position: TPoint;
  label: string;
  markerLabel: string;
  onOpen: TOpenMap;
}) {
  const box = useRef<HTMLElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // As Leaflet's detectRetina: a zoom deeper, in tiles drawn at half size.
  const sharp = window.devicePixelRatio > 1;
  const zoom = ZOOM.withName + (sharp ? 1 : 0);
  const tileSize = sharp ? 128 : 256;
  const pin = size && pointInBox(position, zoom, size, tileSize);
  const zoomButton = (change: number, name: string, symbol: string) => (
    <button
      type="button"
      aria-label={name}
      title={name}
      tabIndex={-1}
      onPointerDown={(event) => {
        event.stopPropagation();
        onOpen(change, false);
      }}
      onClick={() => onOpen(change, false)}
      className="flex size-[30px] items-center justify-center bg-white font-bold text-[22px] text-black leading-none first:rounded-t-[2px] first:border-b first:border-slate-300 last:rounded-b-[2px] hover:bg-slate-50"
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );

  return (
    <section
      ref={box}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a map is a tab stop, as Leaflet's is; reaching it brings the live map
      tabIndex={0}
      onPointerDown={() => onOpen(0, false)}
      onFocus={() => onOpen(0, true)}
      className={`relative bg-[#ddd] ${RESULT_MAP_BOX}`}
    >
      {size &&
        tilesAround(position, zoom, size, tileSize).map((tile) => (
          <img
            key={`${tile.x}/${tile.y}`}
            src={tileAddress(TILE_PATH_TEMPLATE, tile)}
            alt=""
            width={tileSize}
            height={tileSize}
            draggable={false}
            className="absolute max-w-none select-none"
            style={{ left: tile.left, top: tile.top }}
          />
        ))}
      {pin && (
        <span
          role="img"
          aria-label={markerLabel}
          className="absolute size-10 [&>svg]:block"
          style={{ left: pin.left - 20, top: pin.top - 37 }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own fixed SVG, as the live map's marker
          dangerouslySetInnerHTML={{ __html: pinSvg(40) }}
        />
      )}
      <div className="absolute top-2.5 left-2.5 flex flex-col rounded border-2 border-black/20 bg-clip-padding">
        {zoomButton(1, resultPage.zoomIn, "+")}
        {zoomButton(-1, resultPage.zoomOut, "−")}
      </div>
      <div className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-[12px] text-slate-800 leading-snug">
        &copy;{" "}
        <a href={OSM_COPYRIGHT} className="text-[#0078a8] hover:underline">
          OpenStreetMap
        </a>{" "}
        contributors
      </div>
    </section>
  );
}
