import { useMutation } from "@tanstack/react-query";
import type { TDrivingRoute } from "../../domain/driving-route";
import type { TPoint } from "../../domain/links";
import { directions } from "../../domain/messages/directions";
import { byCode } from "../api/client";
import { drivingRoute } from "../api/directions";
import { geocode, geocodeFailure } from "../api/geocode";
import { toast } from "../components/ui/toast";
import { GEOLOCATION_OPTIONS } from "./use-start-position";

// Where directions start, its address when the visitor typed one, and the driving route when the
// worker has a routing service (null without one: the map apps route for themselves).
export type TDirectionsStart = { start: TPoint; label: string | null; route: TDrivingRoute | null };

type TSource = { kind: "location" } | { kind: "address"; address: string };

export type TStartPointState = {
  pending: TSource["kind"] | null;
  fromCurrentLocation(): void;
  fromAddress(address: string): void;
  reset(): void;
};

// Each failure is thrown already worded in the spec's text, for the toast.
function currentLocation(): Promise<TPoint> {
  if (!("geolocation" in navigator)) return Promise.reject(new Error(directions.geolocationUnsupported));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      // The spec words only a refusal; an unknown position or a timeout has the same remedy, a typed address.
      () => reject(new Error(directions.locationDenied)),
      GEOLOCATION_OPTIONS,
    );
  });
}

// Geocoded on submit only, through the worker: the public geocoder allows no search-as-you-type.
async function addressPoint(address: string) {
  const result = await geocode(address);
  if (result.ok) return result.data.place;
  throw new Error(geocodeFailure(result.error));
}

async function routeBetween(start: TPoint, destination: TPoint) {
  const result = await drivingRoute(start, destination);
  if (!result.ok) {
    throw new Error(
      byCode(result.error, { DIRECTIONS_BUSY: directions.directionsBusy }) ?? directions.directionsFailed,
    );
  }
  return result.data.route;
}

async function findStart(source: TSource, destination: TPoint): Promise<TDirectionsStart> {
  const place =
    source.kind === "location" ? { ...(await currentLocation()), label: null } : await addressPoint(source.address);
  const start = { latitude: place.latitude, longitude: place.longitude };
  return { start, label: place.label, route: await routeBetween(start, destination) };
}

// The start-point dialog's work: locate or geocode, then route. onFound runs
// only for the search still wanted: reset() (the dialog closed) drops an answer that comes later.
export function useStartPoint(destination: TPoint, onFound: (found: TDirectionsStart) => void): TStartPointState {
  const search = useMutation({ mutationFn: (source: TSource) => findStart(source, destination) });
  const find = (source: TSource) =>
    search.mutate(source, {
      onSuccess: (found) => {
        if (found.route) toast.success(directions.loaded);
        onFound(found);
      },
      onError: (error) => toast.error(error.message),
    });
  return {
    pending: search.isPending ? search.variables.kind : null,
    fromCurrentLocation: () => find({ kind: "location" }),
    fromAddress: (address) => find({ kind: "address", address }),
    reset: search.reset,
  };
}
