import { z } from "zod";
import { coordinates } from "./messages.ts";

// Where the map opens when there is no pin to show (core-flow section 9).
export const DEFAULT_CENTER = { latitude: 40.7128, longitude: -74.006 } as const;

export const ZOOM = { withName: 15, withoutName: 16, default: 10 } as const;

const invalid = { error: coordinates.invalid };

// z.number() already refuses NaN and Infinity, so "finite" needs no extra check.
export const ZCoordinates = z.object(
  {
    latitude: z.number(invalid).min(-90, invalid).max(90, invalid),
    longitude: z.number(invalid).min(-180, invalid).max(180, invalid),
  },
  invalid,
);

export type TCoordinates = z.output<typeof ZCoordinates>;

// The share URL carries lat and lng as strings; both must be present and numeric.
export function parseCoordinates(lat: unknown, lng: unknown): TCoordinates | null {
  const parsed = ZCoordinates.safeParse({ latitude: toNumber(lat), longitude: toNumber(lng) });
  return parsed.success ? parsed.data : null;
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
