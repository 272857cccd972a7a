import * as z from "zod";

// A drive from the start point to a pin, as the router measured it.
export const ZDrivingRoute = z.object({ distanceMeters: z.number(), durationSeconds: z.number() });

// Null when no router is configured: the app then opens the map app chooser directly.
export const ZDirections = z.object({ route: ZDrivingRoute.nullable() });

// Where a typed address is, and the geocoder's name for it.
export const ZPlace = z
  .object({ latitude: z.number(), longitude: z.number(), label: z.string() })
  .meta({ id: "Place" });

export const ZGeocoded = z.object({ place: ZPlace });

// The town nearest a pin and its country (ISO 3166-1 alpha-2), as reverse geocoding found them.
export const ZTown = z.object({ town: z.string(), country: z.string().length(2) });

export type TTown = z.output<typeof ZTown>;

// With "near {town}, {country}" written in the reader's language.
export const ZNear = ZTown.extend({ label: z.string() }).meta({ id: "Near" });

// What a page shows of it.
export type TNearLabel = Pick<z.output<typeof ZNear>, "label">;
