import type { InferResponseType } from "hono/client";
import type { TPoint } from "../domain/links";
import { call, client } from "./api";

// Apart from api.ts, which the landing loads up front: only the lazily loaded result screen routes.
export type TDirections = InferResponseType<typeof client.directions.$get, 200>;

// Six decimals (about 10 cm) in plain notation, which the worker's coordinate rule reads; String()
// would write a number near zero with an exponent.
const decimal = (value: number) => value.toFixed(6);

export function drivingRoute(from: TPoint, to: TPoint) {
  return call<TDirections>(() =>
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
