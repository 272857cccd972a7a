import * as z from "zod";
import type { TDrivingRoute } from "../../domain/driving-route";
import type { TPoint } from "../../domain/links";
import { configOf } from "../config";
import type { Env } from "../env";
import { fetchUpstream, serviceFailure, waitForSlot } from "./fair-use";

// The one interface to the outside routing service; tests replace the network, not this. Its
// failures are the API's own: DIRECTIONS_BUSY or DIRECTIONS_FAILED.
export interface Router {
  route(from: TPoint, to: TPoint): Promise<TDrivingRoute>;
}

const CACHE_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;
const ZOsrm = z.object({
  code: z.string(),
  routes: z.array(z.object({ distance: z.number(), duration: z.number() })).optional(),
});

// Six decimals (about 10 cm) keep the URL in plain decimals, which OSRM parses, and let nearby
// requests share a cached answer.
const lngLat = (point: TPoint) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`;

// An OSRM-compatible service at ROUTER_URL; null when none is configured, so directions go straight
// to the map apps, which route for themselves. A route is cached for a day: roads rarely change,
// and the public demo server asks for it.
export function osrmRouter(env: Env): Router | null {
  const { ROUTER_URL } = configOf(env);
  if (!ROUTER_URL) return null;
  const base = ROUTER_URL.endsWith("/") ? ROUTER_URL : `${ROUTER_URL}/`;
  return {
    async route(from, to) {
      try {
        const url = new URL(`route/v1/driving/${lngLat(from)};${lngLat(to)}`, base);
        url.searchParams.set("overview", "false");
        const cacheKey = new Request(url.toString());
        const cache = await caches.open("router");
        const cached = await cache.match(cacheKey);
        if (cached) return (await cached.json()) as TDrivingRoute;
        await waitForSlot(url);
        const response = await fetchUpstream(url, "application/json", TIMEOUT_MS);
        // OSRM refuses an impossible route with a 400 and a code such as NoRoute, so the body is read
        // whatever the status.
        const answer = ZOsrm.safeParse(await response.json().catch(() => null));
        const first = answer.success && answer.data.code === "Ok" ? answer.data.routes?.[0] : undefined;
        if (!response.ok || !first) {
          throw new Error(`Router answered ${response.status} ${answer.success ? answer.data.code : "unreadable"}`);
        }
        const route = { distanceMeters: first.distance, durationSeconds: first.duration };
        await cache.put(cacheKey, Response.json(route, { headers: { "Cache-Control": `max-age=${CACHE_SECONDS}` } }));
        return route;
      } catch (error) {
        throw serviceFailure(error, { busy: "DIRECTIONS_BUSY", failed: "DIRECTIONS_FAILED" });
      }
    },
  };
}
