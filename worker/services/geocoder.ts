import { z } from "zod";
import type { TPoint } from "../../domain/links";
import type { Env } from "../env";

export type TPlace = TPoint & { label: string };

// The one interface to the outside geocoding service; tests replace the network, not this.
export interface Geocoder {
  search(query: string): Promise<TPlace | null>;
}

const DEFAULT_GEOCODER_URL = "https://nominatim.openstreetmap.org/search";
const USER_AGENT = "MyPin/1.0 (+https://mypin.app)";
const CACHE_SECONDS = 86_400;
const ZNominatim = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }));

// Nominatim's usage policy: at most one request a second, so requests from this isolate queue.
let nextSlot = 0;
async function waitForSlot() {
  const now = Date.now();
  const wait = Math.max(0, nextSlot - now);
  nextSlot = Math.max(now, nextSlot) + 1000;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

// Answers are cached for a day: an address rarely moves, and the public service asks for it.
export function nominatimGeocoder(env: Env): Geocoder {
  const base = env.GEOCODER_URL || DEFAULT_GEOCODER_URL;
  return {
    async search(query) {
      const url = new URL(base);
      url.searchParams.set("q", query);
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("limit", "1");
      const cacheKey = new Request(url.toString());
      const cache = await caches.open("geocoder");
      let response = await cache.match(cacheKey);
      if (!response) {
        await waitForSlot();
        response = await fetch(url, { headers: { "User-Agent": USER_AGENT, Accept: "application/json" } });
        if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
        const cached = new Response(response.clone().body, response);
        cached.headers.set("Cache-Control", `max-age=${CACHE_SECONDS}`);
        await cache.put(cacheKey, cached);
      }
      const [first] = ZNominatim.parse(await response.json());
      return first ? { latitude: first.lat, longitude: first.lon, label: first.display_name } : null;
    },
  };
}
