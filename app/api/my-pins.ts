import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TCoordinates } from "../../domain/coordinates";
import { call, client, unwrap } from "./client";
import { queryKeys } from "./query-keys";

// The owner's manage screen: list, move and cancel their own pins.
const myPins = client.me.pins;

export type { TOwnedPin } from "../../domain/owned-pins";

// One page of the owner's pins (50 a page); the page shown stays on
// screen while the next one loads. The read stops when its query is cancelled: sign-out cancels
// it, so a list still loading is not refused by the session that just ended.
export function myPinsQuery(page: number) {
  return queryOptions({
    queryKey: queryKeys.myPinsPage(page),
    queryFn: ({ signal }) => unwrap(call(() => myPins.$get({ query: { page: String(page) } }, { init: { signal } }))),
    placeholderData: keepPreviousData,
  });
}

export function updatePinCoordinates(id: number, point: TCoordinates) {
  return call(() => myPins[":id"].coordinates.$patch({ param: { id: String(id) }, json: point }));
}

// An empty note removes it.
export function writeArrivalNote(id: number, note: string) {
  return call(() => myPins[":id"].note.$put({ param: { id: String(id) }, json: { note } }));
}

export function requestCancellation(id: number) {
  return call(() => myPins[":id"].cancellation.$post({ param: { id: String(id) }, json: {} }));
}
