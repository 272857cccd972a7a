import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { directions } from "../../domain/messages/directions";
import worker from "../../worker/index";
import { uniqueIp } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { inOneRateWindow } from "../helpers/worker/rate-limits";
import { GEOCODER_ORIGIN } from "../helpers/worker/routes";

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
      return url.startsWith(GEOCODER_ORIGIN) ? Promise.resolve(answer()) : real(input, init);
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

  // A geocoder of the test's own, so no other test's searches share its one-a-second queue.
  const freshGeocoderUrl = () => `https://geocoder-${crypto.randomUUID()}.test/search`;

  const geocodeAt = (geocoderUrl: string, q: string) =>
    worker.fetch(
      new Request(`${ORIGIN}/api/geocode?q=${encodeURIComponent(q)}`, { headers: { "CF-Connecting-IP": uniqueIp() } }),
      { ...env, GEOCODER_URL: geocoderUrl },
      createExecutionContext(),
    );

  function geocoderAt(geocoderUrl: string, answer: (signal: AbortSignal | null | undefined) => Promise<Response>) {
    const real = globalThis.fetch;
    return vi
      .spyOn(globalThis, "fetch")
      .mockImplementation((input, init) =>
        new Request(input).url.startsWith(geocoderUrl) ? answer(init?.signal) : real(input, init),
      );
  }

  it("refuses at once the searches that would wait past 5 s for their turn at the geocoder", {
    timeout: 20_000,
  }, async () => {
    const geocoderUrl = freshGeocoderUrl();
    const spy = geocoderAt(geocoderUrl, async () =>
      Response.json([{ lat: "51.5014", lon: "-0.1419", display_name: "Buckingham Palace, London" }]),
    );
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await geocodeAt(geocoderUrl, `${i} Buckingham Palace Road`);
        const waitedMs = Date.now() - started;
        return {
          status: response.status,
          retryAfter: response.headers.get("Retry-After"),
          body: await response.json(),
          waitedMs,
        };
      }),
    );
    // One a second: the first at once, five more 1 to 5 s later; a refusal books no turn.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: "1",
        body: { error: { code: "GEOCODING_BUSY", message: directions.geocodingBusy } },
      });
      expect(answer.waitedMs).toBeLessThan(1000);
    }
    expect(spy.mock.calls.filter(([input]) => new Request(input).url.startsWith(geocoderUrl))).toHaveLength(6);
  });

  it("gives up on a geocoder that never answers, in the words of a failed search", { timeout: 20_000 }, async () => {
    const geocoderUrl = freshGeocoderUrl();
    geocoderAt(
      geocoderUrl,
      (signal) => new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
    );
    const warnings = captureConsole("warn");
    const response = await geocodeAt(geocoderUrl, "10 Downing Street");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: "GEOCODING_FAILED", message: directions.geocodingFailed } });
    expect(warnings()).toEqual([expect.stringContaining("GEOCODING_FAILED on GET /api/geocode")]);
  });
});
