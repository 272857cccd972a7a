import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { directions } from "../../domain/messages/directions";
import { coordinates } from "../../domain/messages/search";
import worker from "../../worker/index";
import { uniqueIp } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const FROM = { latitude: 51.5014, longitude: -0.1419 };
const TO = { latitude: 51.513845, longitude: -0.098351 };
const QUERY = `fromLat=${FROM.latitude}&fromLng=${FROM.longitude}&toLat=${TO.latitude}&toLng=${TO.longitude}`;
const OSRM_OK = { code: "Ok", routes: [{ distance: 4321.5, duration: 912.3 }], waypoints: [] };

// Each test has a routing service of its own, so cached answers and the one-request-a-second
// queue of one test never reach another.
const freshRouterUrl = () => `https://router-${crypto.randomUUID()}.test/osrm`;

// Each call from a visitor of its own, so only the rate-limit test meets the per-IP limit.
function directionsFor(query: string, routerUrl: string | undefined, ip = uniqueIp()) {
  const request = new Request(`${ORIGIN}/api/directions?${query}`, { headers: { "CF-Connecting-IP": ip } });
  return worker.fetch(request, { ...env, ROUTER_URL: routerUrl }, createExecutionContext());
}

// The router is outside this machine: its network answers are replaced, not the worker's code.
// Made per call: a body made in the test's context cannot be read by the worker's request.
function routerAnswers(routerUrl: string, answer: () => Response | Promise<Response>) {
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new Request(input).url;
    return url.startsWith(routerUrl) ? Promise.resolve().then(answer) : real(input, init);
  });
}

const routerCalls = (spy: ReturnType<typeof routerAnswers>, routerUrl: string) =>
  spy.mock.calls
    .map(([input, init]) => new Request(input as RequestInfo, init))
    .filter((request) => request.url.startsWith(routerUrl));

afterEach(() => vi.restoreAllMocks());

describe("GET /api/directions", () => {
  it("answers the first route's driving distance and time, asking the router by longitude then latitude", async () => {
    const routerUrl = freshRouterUrl();
    const spy = routerAnswers(routerUrl, () => Response.json(OSRM_OK));
    const response = await directionsFor(QUERY, routerUrl);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ route: { distanceMeters: 4321.5, durationSeconds: 912.3 } });
    const [request] = routerCalls(spy, routerUrl);
    const url = new URL(request!.url);
    expect(url.pathname).toBe("/osrm/route/v1/driving/-0.141900,51.501400;-0.098351,51.513845");
    expect(url.searchParams.get("overview")).toBe("false");
  });

  it("names itself to the routing service with a real User-Agent", async () => {
    const routerUrl = freshRouterUrl();
    const spy = routerAnswers(routerUrl, () => Response.json(OSRM_OK));
    await directionsFor(QUERY, routerUrl);
    expect(routerCalls(spy, routerUrl)[0]?.headers.get("User-Agent")).toMatch(
      /^MyPin\/\d+\.\d+ \(\+https:\/\/mypin\.app\)$/,
    );
  });

  it("answers a null route and asks nothing outside when no routing service is configured", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const response = await directionsFor(QUERY, undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ route: null });
    expect(spy).not.toHaveBeenCalled();
  });

  it("serves a repeated route from its cache without asking the router again", async () => {
    const routerUrl = freshRouterUrl();
    const spy = routerAnswers(routerUrl, () => Response.json(OSRM_OK));
    const first = await (await directionsFor(QUERY, routerUrl)).json();
    const second = await directionsFor(QUERY, routerUrl);
    expect(await second.json()).toEqual(first);
    expect(routerCalls(spy, routerUrl)).toHaveLength(1);
  });

  it("asks one routing service at most once a second", async () => {
    const routerUrl = freshRouterUrl();
    const askedAt: number[] = [];
    routerAnswers(routerUrl, () => {
      askedAt.push(Date.now());
      return Response.json(OSRM_OK);
    });
    const elsewhere = QUERY.replace(`fromLat=${FROM.latitude}`, "fromLat=51.6");
    const answers = await Promise.all([directionsFor(QUERY, routerUrl), directionsFor(elsewhere, routerUrl)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(askedAt).toHaveLength(2);
    expect(Math.abs(askedAt[1]! - askedAt[0]!)).toBeGreaterThanOrEqual(1000);
  });

  it("refuses at once the routes that would wait past 5 s for their turn at the router", {
    timeout: 20_000,
  }, async () => {
    const routerUrl = freshRouterUrl();
    const spy = routerAnswers(routerUrl, () => Response.json(OSRM_OK));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const response = await directionsFor(QUERY.replace(`fromLat=${FROM.latitude}`, `fromLat=51.6${i}`), routerUrl);
        const waitedMs = Date.now() - started;
        return { status: response.status, body: await response.json(), waitedMs };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toEqual([
      {
        status: 503,
        body: { error: { code: "DIRECTIONS_BUSY", message: directions.directionsBusy } },
        waitedMs: expect.any(Number),
      },
      {
        status: 503,
        body: { error: { code: "DIRECTIONS_BUSY", message: directions.directionsBusy } },
        waitedMs: expect.any(Number),
      },
    ]);
    expect(Math.max(...refused.map((answer) => answer.waitedMs))).toBeLessThan(1000);
    expect(routerCalls(spy, routerUrl)).toHaveLength(6);
  });

  it.each([
    ["a server error", () => new Response("busy", { status: 503 })],
    [
      "NoRoute",
      () => Response.json({ code: "NoRoute", message: "Impossible route between points", routes: [] }, { status: 400 }),
    ],
    ["Ok without a route", () => Response.json({ code: "Ok", routes: [] })],
    ["an unreadable body", () => new Response("<html>maintenance</html>", { status: 200 })],
    ["nothing (the network failed)", () => Promise.reject(new TypeError("Network connection lost"))],
  ])("says 'Directions failed' when the router answers %s, and caches no failure", async (_, answer) => {
    const routerUrl = freshRouterUrl();
    const spy = routerAnswers(routerUrl, answer);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await directionsFor(QUERY, routerUrl);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: "DIRECTIONS_FAILED", message: directions.directionsFailed },
    });
    expect(warn).toHaveBeenCalledOnce();

    spy.mockRestore();
    routerAnswers(routerUrl, () => Response.json(OSRM_OK));
    expect(await (await directionsFor(QUERY, routerUrl)).json()).toEqual({
      route: { distanceMeters: 4321.5, durationSeconds: 912.3 },
    });
  });

  it.each([
    ["a missing point", `fromLat=${FROM.latitude}&fromLng=${FROM.longitude}`],
    ["a latitude beyond 90", QUERY.replace(`toLat=${TO.latitude}`, "toLat=90.5")],
    ["a longitude beyond 180", QUERY.replace(`fromLng=${FROM.longitude}`, "fromLng=-180.01")],
    ["words", QUERY.replace(`fromLat=${FROM.latitude}`, "fromLat=north")],
    ["an empty value", QUERY.replace(`toLng=${TO.longitude}`, "toLng=")],
    ["hexadecimal", QUERY.replace(`toLat=${TO.latitude}`, "toLat=0x10")],
  ])("refuses %s with 'Invalid coordinates' before asking the router", async (_, query) => {
    const routerUrl = freshRouterUrl();
    const spy = routerAnswers(routerUrl, () => Response.json(OSRM_OK));
    const response = await directionsFor(query, routerUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: coordinates.invalid } });
    expect(routerCalls(spy, routerUrl)).toHaveLength(0);
  });
  it("refuses a client's 21st route in a minute, in the words of a failed route", async () => {
    const { statuses, limited } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const answers: number[] = [];
      for (let i = 0; i < 20; i += 1) answers.push((await directionsFor(QUERY, undefined, ip)).status);
      return { statuses: answers, limited: await directionsFor(QUERY, undefined, ip) };
    });
    expect(statuses).toEqual(Array(20).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({
      error: { code: "DIRECTIONS_RATE_LIMITED", message: directions.directionsFailed },
    });
    expect((await directionsFor(QUERY, undefined)).status).toBe(200);
  });
});
