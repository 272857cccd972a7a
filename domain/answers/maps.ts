import { z } from "zod";

// A drive from the start point to a pin, as the router measured it.
export const ZDrivingRoute = z.object({ distanceMeters: z.number(), durationSeconds: z.number() });

// Null when no router is configured: the app then opens the map app chooser directly.
export const ZDirections = z.object({ route: ZDrivingRoute.nullable() });

// Where a typed address is, and the geocoder's name for it.
export const ZPlace = z
  .object({ latitude: z.number(), longitude: z.number(), label: z.string() })
  .meta({ id: "Place" });

export const ZGeocoded = z.object({ place: ZPlace });
