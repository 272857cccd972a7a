import { directions } from "../../domain/messages/directions";
import { byCode, call, client, type TDataOf } from "./client";

// Where a typed address is, for the create page's map and the start of directions.
export type TPlace = TDataOf<typeof geocode>["place"];

// Searched on submit only, through the worker: the public geocoder allows no search-as-you-type.
export function geocode(q: string) {
  return call(() => client.geocode.$get({ query: { q } }));
}

export function geocodeFailure(error: unknown): string {
  return (
    byCode(error, { ADDRESS_NOT_FOUND: directions.addressNotFound, GEOCODING_BUSY: directions.geocodingBusy }) ??
    directions.geocodingFailed
  );
}
