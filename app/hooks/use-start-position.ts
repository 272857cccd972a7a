import { useEffect, useState } from "react";
import { DEFAULT_CENTER, type TCoordinates, ZOOM } from "../../domain/coordinates";

export type TStartPosition = { point: TCoordinates; zoom: number };

// The start position's geolocation: high accuracy, a 10 s timeout and a position up to 5 minutes old.
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

// Section 4: a failed or refused location falls back to the default centre, zoomed out to show it
// is not the visitor's own place.
const FALLBACK: TStartPosition = { point: DEFAULT_CENTER, zoom: ZOOM.default };

// Where the create page's marker starts: a known point (a resumed purchase, the link's lat and
// lng) at once, else the browser's location, else the default centre. null while locating. A
// known point is a place chosen for the name (zoom 15); the visitor's own location is no place of
// the name's yet, and opens a step closer (16) to pick the spot from.
export function useStartPosition(known: TCoordinates | null): TStartPosition | null {
  const [start, setStart] = useState<TStartPosition | null>(() =>
    known ? { point: known, zoom: ZOOM.withName } : null,
  );

  useEffect(() => {
    if (start !== null) return;
    if (!("geolocation" in navigator)) {
      setStart(FALLBACK);
      return;
    }
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active)
          setStart({ point: { latitude: coords.latitude, longitude: coords.longitude }, zoom: ZOOM.withoutName });
      },
      () => {
        if (active) setStart(FALLBACK);
      },
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, [start]);

  return start;
}
