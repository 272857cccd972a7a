import { env, exports } from "cloudflare:workers";
import { afterEach, expect, it, onTestFinished, vi } from "vitest";
import { MAX_TILE_ZOOM } from "../../domain/map-tiles";
import { UPSTREAM_TILE_LIMIT } from "../../worker/providers/map-tiles";
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
let nextColumn = Math.floor(Math.random() * 2 ** (MAX_TILE_ZOOM - 1));
const freshTile = () => {
  nextColumn += 1;
  return `${MAX_TILE_ZOOM}/${nextColumn}/${Math.floor(Math.random() * 2 ** MAX_TILE_ZOOM)}`;
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
  ["zoom 19, deeper than our maps go", "19/261000/174000"],
  ["a zoom past any map", "30/0/0"],
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

it("refuses new tiles past the minute's fetches for all visitors together, asking the tile service nothing", async () => {
  const spy = tileService();
  const { key, max } = UPSTREAM_TILE_LIMIT;
  // The other tests' fetches are forgotten before and after, so this one alone fills the minute.
  const forgetFetches = async () => {
    await env.DB.prepare("DELETE FROM account_requests WHERE key = ?").bind(key).run();
  };
  await forgetFetches();
  onTestFinished(forgetFetches);
  const served = freshTile();
  expect((await (await tile(served)).arrayBuffer()).byteLength).toBeGreaterThan(0);
  // Other visitors' new tiles this minute, all but the last two the tile service is asked for.
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO account_requests (key, at) SELECT ?2, ?3 FROM seq`,
  )
    .bind(max - 3, key, Date.now())
    .run();

  const burst = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const response = await tile(freshTile());
      const body = response.status === 200 ? await response.arrayBuffer() : await response.json();
      return { status: response.status, retryAfter: response.headers.get("Retry-After"), body };
    }),
  );
  expect(burst.filter((answer) => answer.status === 200)).toHaveLength(2);
  expect(burst.filter((answer) => answer.status !== 200)).toEqual(
    Array(4).fill({
      status: 503,
      retryAfter: "60",
      body: { error: { code: "MAP_TILES_BUSY", message: "Map tile unavailable" } },
    }),
  );
  expect(upstreamCalls(spy)).toHaveLength(3);

  // A tile the edge keeps costs the tile service nothing, so it is served all the same.
  const again = await tile(served);
  expect(again.status).toBe(200);
  await again.arrayBuffer();
  expect(upstreamCalls(spy)).toHaveLength(3);
});
