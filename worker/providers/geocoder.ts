import * as z from "zod";
import type { TTown, ZPlace } from "../../domain/answers/maps";
import type { TCoordinates } from "../../domain/coordinates";
import { configOf } from "../config";
import type { Env } from "../env";
import { fetchUpstream, serviceFailure, waitForSlot } from "./fair-use";

export type TPlace = z.output<typeof ZPlace>;

// The one interface to the outside geocoding service; tests replace the network, not this. Its
// failures are the API's own: GEOCODING_BUSY or GEOCODING_FAILED. reverse answers null for a point
// no town is near (at sea).
export interface Geocoder {
  search(query: string): Promise<TPlace | null>;
  reverse(point: TCoordinates): Promise<TTown | null>;
}

const CACHE_SECONDS = 86_400;
// The public service answers within a second when it is well; a visitor waiting on a typed address
// has already spent up to MAX_SLOT_WAIT_MS in the queue.
const TIMEOUT_MS = 5_000;
const ZNominatim = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }));
// A reverse look-up finds an address, or says it could not ({"error": "Unable to geocode"}).
const ZNominatimAddress = z.union([
  z.object({ error: z.string() }),
  z.object({ address: z.record(z.string(), z.string()) }),
]);
// The address parts that name a settlement, largest first at the zoom asked for; a point far from
// any settlement is named by its municipality or county.
const TOWN_PARTS = ["city", "town", "village", "hamlet", "municipality", "county"] as const;
// Nominatim's zoom for "city": the address then stops at the settlement the point is in or near.
const CITY_ZOOM = "10";

function townOf(answer: z.output<typeof ZNominatimAddress>): TTown | null {
  if ("error" in answer) return null;
  const { address } = answer;
  const town = TOWN_PARTS.map((part) => address[part]).find((name) => name !== undefined && name.trim() !== "");
  const country = address.country_code?.toUpperCase();
  return town !== undefined && country !== undefined && /^[A-Z]{2}$/.test(country) ? { town, country } : null;
}

// Its answer from this location's cache, else from the service (one request a second), then kept.
async function cachedAnswer(url: URL): Promise<unknown> {
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
  return response.json();
}

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
        const [first] = ZNominatim.parse(await cachedAnswer(url));
        return first ? { latitude: first.lat, longitude: first.lon, label: first.display_name } : null;
      } catch (error) {
        throw serviceFailure(error, { busy: "GEOCODING_BUSY", failed: "GEOCODING_FAILED" });
      }
    },
    // Nominatim's reverse endpoint sits beside its search: /search becomes /reverse.
    async reverse(point) {
      try {
        const url = new URL("reverse", base);
        url.searchParams.set("lat", point.latitude.toFixed(6));
        url.searchParams.set("lon", point.longitude.toFixed(6));
        url.searchParams.set("format", "jsonv2");
        url.searchParams.set("zoom", CITY_ZOOM);
        return townOf(ZNominatimAddress.parse(await cachedAnswer(url)));
      } catch (error) {
        throw serviceFailure(error, { busy: "GEOCODING_BUSY", failed: "GEOCODING_FAILED" });
      }
    },
  };
}
