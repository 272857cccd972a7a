import { z } from "zod";
import type { ZPlace } from "../../domain/answers/maps";
import { configOf } from "../config";
import type { Env } from "../env";
import { fetchUpstream, serviceFailure, waitForSlot } from "./fair-use";

export type TPlace = z.output<typeof ZPlace>;

// The one interface to the outside geocoding service; tests replace the network, not this. Its
// failures are the API's own: GEOCODING_BUSY or GEOCODING_FAILED.
export interface Geocoder {
  search(query: string): Promise<TPlace | null>;
}

const CACHE_SECONDS = 86_400;
// The public service answers within a second when it is well; a visitor waiting on a typed address
// has already spent up to MAX_SLOT_WAIT_MS in the queue.
const TIMEOUT_MS = 5_000;
const ZNominatim = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }));

// Answers are cached for a day: an address rarely moves, and the public service asks for it.
export function nominatimGeocoder(env: Env): Geocoder {
  const base = configOf(env).GEOCODER_URL;
  return {
    async search(query) {
      try {
        const url = new URL(base);
        url.searchParams.set("q", query);
        url.searchParams.set("format", "jsonv2");
        url.searchParams.set("limit", "1");
        const cacheKey = new Request(url.toString());
        const cache = await caches.open("geocoder");
        let response = await cache.match(cacheKey);
        if (!response) {
          await waitForSlot(url);
          response = await fetchUpstream(url, "application/json", TIMEOUT_MS);
          if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
          const cached = new Response(response.clone().body, response);
          cached.headers.set("Cache-Control", `max-age=${CACHE_SECONDS}`);
          await cache.put(cacheKey, cached);
        }
        const [first] = ZNominatim.parse(await response.json());
        return first ? { latitude: first.lat, longitude: first.lon, label: first.display_name } : null;
      } catch (error) {
        throw serviceFailure(error, { busy: "GEOCODING_BUSY", failed: "GEOCODING_FAILED" });
      }
    },
  };
}
