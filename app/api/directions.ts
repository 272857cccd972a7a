import type { TPoint } from "../../domain/links";
import { call, client } from "./client";

// The driving route from the start point to the pin, shown before the map apps open
// (docs/decisions/008); its answer is { route: null } when the worker has no routing service.

// Six decimals (about 10 cm) in plain notation, which the worker's coordinate rule reads; String()
// would write a number near zero with an exponent.
const decimal = (value: number) => value.toFixed(6);

export function drivingRoute(from: TPoint, to: TPoint) {
  return call(() =>
    client.directions.$get({
      query: {
        fromLat: decimal(from.latitude),
        fromLng: decimal(from.longitude),
        toLat: decimal(to.latitude),
        toLng: decimal(to.longitude),
      },
    }),
  );
}
