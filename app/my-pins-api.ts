import type { InferResponseType } from "hono/client";
import type { TCoordinates } from "../domain/coordinates";
import { call, client } from "./api";

// The owner's manage screen (accounts-admin section 2): list, move and cancel their own pins.
const myPins = client.me.pins;
const coordinatesRoute = myPins[":id"].coordinates.$patch;
const cancellationRoute = myPins[":id"].cancellation.$post;

export type { TCancellationStatus, TOwnedPin, TTierCounts } from "../domain/owned-pins";
export type TOwnedPinsPage = InferResponseType<typeof myPins.$get, 200>;
export type TCancellationAnswer = InferResponseType<typeof cancellationRoute, 200>;

export function fetchMyPins(page = 1) {
  return call<TOwnedPinsPage>(() => myPins.$get({ query: { page: String(page) } }));
}

export function updatePinCoordinates(id: number, point: TCoordinates) {
  return call<InferResponseType<typeof coordinatesRoute, 200>>(() =>
    coordinatesRoute({ param: { id: String(id) }, json: point }),
  );
}

export function requestCancellation(id: number) {
  return call<TCancellationAnswer>(() => cancellationRoute({ param: { id: String(id) }, json: {} }));
}
