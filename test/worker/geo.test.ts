import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { directions } from "../../domain/messages/directions";
import { uniqueIp } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

const geoFor = (country?: string) =>
  exports.default
    .fetch(new Request(`${ORIGIN}/api/geo`, country ? { cf: { country } } : {}))
    .then((response) => response.json());

describe("GET /api/geo", () => {
  it("answers the currency of the country the edge placed the request in", async () => {
    expect(await geoFor("GB")).toEqual({ country: "GB", currency: "gbp" });
    expect(await geoFor("FR")).toEqual({ country: "FR", currency: "eur" });
    expect(await geoFor("JP")).toEqual({ country: "JP", currency: "usd" });
    expect(await geoFor("XX")).toEqual({ country: "XX", currency: null });
  });
});

// The geocoder is outside this machine: its network answers are replaced, not the worker's code.
describe("GET /api/geocode", () => {
  afterEach(() => vi.restoreAllMocks());

  // Each call from a visitor of its own, so only the rate-limit test meets the per-IP limit.
  const geocode = (q: string, ip = uniqueIp()) =>
    exports.default.fetch(
      new Request(`${ORIGIN}/api/geocode?q=${encodeURIComponent(q)}`, { headers: { "CF-Connecting-IP": ip } }),
    );

  // Made per call: a body made in the test's context cannot be read by the worker's request.
  function geocoderAnswers(answer: () => Response) {
    const real = globalThis.fetch;
    return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = new Request(input).url;
      return url.startsWith("https://nominatim.openstreetmap.org/") ? Promise.resolve(answer()) : real(input, init);
    });
  }

  it("finds an address, naming itself to the public service", async () => {
    const spy = geocoderAnswers(() =>
      Response.json([{ lat: "51.5014", lon: "-0.1419", display_name: "Buckingham Palace, London" }]),
    );
    const response = await geocode(`Buckingham Palace ${crypto.randomUUID()}`);
    expect(await response.json()).toEqual({
      place: { latitude: 51.5014, longitude: -0.1419, label: "Buckingham Palace, London" },
    });
    const request = new Request(spy.mock.calls[0]?.[0] as RequestInfo, spy.mock.calls[0]?.[1]);
    expect(request.headers.get("User-Agent")).toMatch(/^MyPin\//);
    expect(new URL(request.url).searchParams.get("limit")).toBe("1");
  });

  it("says 'Address not found' for no match and 'Geocoding failed' when the service fails", async () => {
    geocoderAnswers(() => Response.json([]));
    const none = await geocode(`nowhere ${crypto.randomUUID()}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { code: "ADDRESS_NOT_FOUND", message: directions.addressNotFound } });

    vi.restoreAllMocks();
    geocoderAnswers(() => new Response("busy", { status: 503 }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failed = await geocode(`anywhere ${crypto.randomUUID()}`);
    expect(warn).toHaveBeenCalledOnce();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: { code: "GEOCODING_FAILED", message: directions.geocodingFailed } });
  });
  it("refuses a client's 21st address search in a minute, in the words of a failed search", async () => {
    geocoderAnswers(() =>
      Response.json([{ lat: "51.5014", lon: "-0.1419", display_name: "Buckingham Palace, London" }]),
    );
    const address = `Buckingham Palace ${crypto.randomUUID()}`;
    const { statuses, limited } = await inOneRateWindow(async () => {
      const ip = uniqueIp();
      const answers: number[] = [];
      for (let i = 0; i < 20; i += 1) answers.push((await geocode(address, ip)).status);
      return { statuses: answers, limited: await geocode(address, ip) };
    });
    expect(statuses).toEqual(Array(20).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({
      error: { code: "GEOCODING_RATE_LIMITED", message: directions.geocodingFailed },
    });
  });
});
