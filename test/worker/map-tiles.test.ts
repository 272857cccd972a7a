import { exports } from "cloudflare:workers";
import { afterEach, expect, it, vi } from "vitest";
import { uniqueIp } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { inOneRateWindow } from "../helpers/worker/rate-limits";
import { BLANK_TILE_PNG } from "../helpers/worker/routes";

const UPSTREAM = "https://tile.openstreetmap.org/";

// The tile service is outside this machine: it answers at its boundary, and every call is kept.
function tileService(
  answer: () => Response = () => new Response(BLANK_TILE_PNG, { headers: { "Content-Type": "image/png" } }),
) {
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new Request(input).url;
    return url.startsWith(UPSTREAM) ? Promise.resolve(answer()) : real(input, init);
  });
}

const upstreamCalls = (spy: ReturnType<typeof tileService>) =>
  spy.mock.calls
    .map(([input, init]) => new Request(input as RequestInfo, init))
    .filter((request) => request.url.startsWith(UPSTREAM));

const tile = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(`${ORIGIN}/tiles/${path}`, { headers: { "CF-Connecting-IP": uniqueIp(), ...headers } }),
  );

// Each test asks for tiles nobody asked for before, so the edge cache starts empty for it.
let nextZoom = 10;
const freshTile = () => {
  nextZoom += 1;
  return `${nextZoom}/${Math.floor(Math.random() * 1000)}/${Math.floor(Math.random() * 1000)}`;
};

afterEach(() => vi.restoreAllMocks());

it("serves a map tile from the tile service, naming itself, and keeps it at the edge", async () => {
  const spy = tileService();
  const path = freshTile();
  const first = await tile(path);
  expect(first.status).toBe(200);
  expect(first.headers.get("Content-Type")).toBe("image/png");
  expect(first.headers.get("Cache-Control")).toBe("public, max-age=86400");
  expect(new Uint8Array(await first.arrayBuffer())).toEqual(BLANK_TILE_PNG);
  const [request] = upstreamCalls(spy);
  expect(request?.url).toBe(`${UPSTREAM}${path}.png`);
  expect(request?.headers.get("User-Agent")).toMatch(/^MyPin\//);

  const again = await tile(path);
  expect(again.status).toBe(200);
  expect(new Uint8Array(await again.arrayBuffer())).toEqual(BLANK_TILE_PNG);
  expect(upstreamCalls(spy)).toHaveLength(1);
});

it("never reads or renews a session for a tile, so a map's dozens of requests cannot race a refresh", async () => {
  tileService();
  const response = await tile(freshTile(), { Cookie: "mypin_access=stale; mypin_refresh=unknown-refresh-token" });
  expect(response.status).toBe(200);
  expect(response.headers.get("Set-Cookie")).toBeNull();
  await response.arrayBuffer();
});

it.each([
  ["a zoom past 19", "20/0/0"],
  ["a column past its zoom", "2/4/0"],
  ["a row past its zoom", "2/0/4"],
  ["a negative index", "2/-1/0"],
  ["a fraction", "2/1.5/0"],
  ["words", "two/zero/zero"],
])("refuses %s with 400 and asks the tile service nothing", async (_label, path) => {
  const spy = tileService();
  const response = await tile(path);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: "No such map tile" } });
  expect(upstreamCalls(spy)).toEqual([]);
});

it("answers 502 MAP_TILE_FAILED when the tile service fails, and keeps no failure", async () => {
  const failing = tileService(() => new Response("busy", { status: 503 }));
  const warnings = captureConsole("warn");
  const path = freshTile();
  const response = await tile(path);
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ error: { code: "MAP_TILE_FAILED", message: "Map tile unavailable" } });
  expect(warnings()).toEqual([expect.stringContaining("MAP_TILE_FAILED on GET /tiles/:z/:x/:y")]);
  failing.mockRestore();

  const spy = tileService();
  const recovered = await tile(path);
  expect(recovered.status).toBe(200);
  await recovered.arrayBuffer();
  expect(upstreamCalls(spy)).toHaveLength(1);
});

it("limits one visitor to 600 tiles a minute", { timeout: 60_000 }, async () => {
  tileService();
  const path = freshTile();
  const statuses = await inOneRateWindow(async () => {
    const ip = uniqueIp();
    return Promise.all(
      Array.from({ length: 601 }, async () => {
        const response = await tile(path, { "CF-Connecting-IP": ip });
        await response.arrayBuffer();
        return response.status;
      }),
    );
  });
  expect(statuses.filter((status) => status === 200)).toHaveLength(600);
  expect(statuses.filter((status) => status === 429)).toHaveLength(1);
});
