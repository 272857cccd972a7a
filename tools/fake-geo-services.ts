// Nominatim-, OSRM- and tile-server-compatible answers for the browser and worker tests, which have
// no internet: a few known addresses and towns, every other address found nowhere, one that makes the geocoder
// fail, one start from which no road leads to anywhere, and a blank tile for every map tile. Point
// the worker's GEOCODER_URL at `${url}/search`, its ROUTER_URL at `url` and its TILE_URL at
// FAKE_TILE_TEMPLATE(url).
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_ADDRESSES = {
  bakerStreet: { query: "221B Baker Street, London", latitude: 51.523767, longitude: -0.158555 },
  // An island with no road to the mainland: the router answers NoRoute from here.
  fairIsle: { query: "Fair Isle, Shetland", latitude: 59.5392, longitude: -1.6301 },
} as const;

// The geocoder answers 503 for this one, as a public service does when it is overloaded.
export const GEOCODER_OUTAGE_ADDRESS = "Geocoder outage";

// The towns a reverse look-up finds: the nearest within FAKE_TOWN_RADIUS_KM of the point, named as
// Nominatim's address does (its city, town or village, and a lower-case country code). Farther
// from all of them the point is at sea: "Unable to geocode". Null Island fails as an outage does.
export const FAKE_TOWNS = [
  { name: "London", part: "city", country: "gb", latitude: 51.5074, longitude: -0.1278 },
  { name: "Brighton and Hove", part: "city", country: "gb", latitude: 50.8225, longitude: -0.1372 },
  { name: "Paris", part: "city", country: "fr", latitude: 48.8566, longitude: 2.3522 },
  { name: "Sydney", part: "city", country: "au", latitude: -33.8688, longitude: 151.2093 },
  { name: "New York", part: "city", country: "us", latitude: 40.7128, longitude: -74.006 },
  { name: "Fair Isle", part: "village", country: "gb", latitude: 59.5392, longitude: -1.6301 },
  { name: "München", part: "city", country: "de", latitude: 48.1372, longitude: 11.5756 },
] as const;

export const FAKE_TOWN_RADIUS_KM = 30;

export const REVERSE_OUTAGE_POINT = { latitude: 0, longitude: 0 };

const EARTH_RADIUS_KM = 6371;

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

// Every route the fake can drive has this length and time.
export const FAKE_ROUTE = { distance: 5630.4, duration: 1262.7 };

// A transparent PNG of a real tile's 256 x 256 pixels: every tile of the fake map. A smaller one
// would be drawn larger than it is, which Lighthouse marks down as an image too small for its box.
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAQAAAD2e2DtAAAAlUlEQVR42u3BAQ0AAADCoPdP7ewBFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA3AR4AAY/4QuAAAAAASUVORK5CYII=",
  "base64",
);

export const fakeTileTemplate = (url: string) => `${url}/tiles/{z}/{x}/{y}.png`;

export type TFakeGeoServices = { url: string; stop(): Promise<void> };

const lngLat = (point: { latitude: number; longitude: number }) =>
  `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function geocode(query: string, response: ServerResponse) {
  if (query.trim().toLowerCase() === GEOCODER_OUTAGE_ADDRESS.toLowerCase())
    return sendJson(response, 503, { error: "busy" });
  const place = Object.values(FAKE_ADDRESSES).find((known) => known.query.toLowerCase() === query.trim().toLowerCase());
  const answer = place
    ? [{ lat: String(place.latitude), lon: String(place.longitude), display_name: place.query }]
    : [];
  sendJson(response, 200, answer);
}

function reverse(point: { latitude: number; longitude: number }, response: ServerResponse) {
  if (point.latitude === REVERSE_OUTAGE_POINT.latitude && point.longitude === REVERSE_OUTAGE_POINT.longitude)
    return sendJson(response, 503, { error: "busy" });
  const town = FAKE_TOWNS.map((known) => ({ known, km: distanceKm(point, known) }))
    .filter(({ km }) => km <= FAKE_TOWN_RADIUS_KM)
    .sort((a, b) => a.km - b.km)[0]?.known;
  if (!town) return sendJson(response, 200, { error: "Unable to geocode" });
  sendJson(response, 200, {
    lat: String(point.latitude),
    lon: String(point.longitude),
    display_name: town.name,
    address: { [town.part]: town.name, country_code: town.country },
  });
}

function route(points: string, response: ServerResponse) {
  const [from, to] = points.split(";");
  if (!from || !to) return sendJson(response, 400, { code: "InvalidUrl", message: "URL string malformed" });
  if (from === lngLat(FAKE_ADDRESSES.fairIsle)) {
    return sendJson(response, 400, { code: "NoRoute", message: "Impossible route between points" });
  }
  sendJson(response, 200, {
    code: "Ok",
    routes: [{ ...FAKE_ROUTE, weight: FAKE_ROUTE.duration, legs: [] }],
    waypoints: [],
  });
}

export async function startFakeGeoServices(port = 0): Promise<TFakeGeoServices> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    // Like the public services, it refuses a client that does not name itself.
    if (!request.headers["user-agent"]?.startsWith("MyPin/"))
      return sendJson(response, 403, { error: "User-Agent required" });
    if (url.pathname === "/search") return geocode(url.searchParams.get("q") ?? "", response);
    if (url.pathname === "/reverse") {
      const point = { latitude: Number(url.searchParams.get("lat")), longitude: Number(url.searchParams.get("lon")) };
      return reverse(point, response);
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      response.writeHead(200, { "Content-Type": "image/png" });
      return response.end(BLANK_TILE);
    }
    const match = /^\/route\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    if (match?.[1]) return route(decodeURIComponent(match[1]), response);
    sendJson(response, 404, { error: "Not found" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
