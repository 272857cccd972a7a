// Where the map opens when there is no pin to show.
export const DEFAULT_CENTER = { latitude: 40.7128, longitude: -74.006 } as const;

export const ZOOM = { withName: 15, withoutName: 16, default: 10 } as const;

export type TCoordinates = { latitude: number; longitude: number };

// Valid coordinates are numbers, latitude -90 to 90, longitude -180 to 180 (NaN and Infinity fail).
export function isValidCoordinates(point: { latitude: unknown; longitude: unknown }): point is TCoordinates {
  const { latitude, longitude } = point;
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

// The share URL carries lat and lng as strings; both must be present and numeric.
export function parseCoordinates(lat: unknown, lng: unknown): TCoordinates | null {
  const point = { latitude: toNumber(lat), longitude: toNumber(lng) };
  return isValidCoordinates(point) ? point : null;
}

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

// Number() alone would read "" as 0 (a missing value becoming the equator) and also accept hex
// and exponents; a coordinate in a link is plain decimal.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}
