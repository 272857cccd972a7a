import type * as z from "zod";
import type { ZDrivingRoute } from "./answers/maps.ts";
import { startPoint } from "./messages/directions.ts";

// What the worker's router answers for a drive from the start point to a pin.
export type TDrivingRoute = z.output<typeof ZDrivingRoute>;

const METERS_PER_MILE = 1609.344;

// A drive of a few metres or seconds still reads "0.1 km" and "1 min" rather than zero.
const tenths = (value: number) => Math.max(0.1, value).toFixed(1);

// Kilometres and miles side by side: a visitor anywhere reads the distance in their own unit.
export function describeRoute(route: TDrivingRoute): string {
  const distance = startPoint.distance(
    tenths(route.distanceMeters / 1000),
    tenths(route.distanceMeters / METERS_PER_MILE),
  );
  const minutes = Math.max(1, Math.round(route.durationSeconds / 60));
  return startPoint.routeSummary(distance, startPoint.duration(Math.floor(minutes / 60), minutes % 60));
}
