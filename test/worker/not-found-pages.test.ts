import { exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from "vitest";
import { APP_PATHS } from "../../domain/app-paths";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { fileOf, mockPageAssets } from "../helpers/worker/page-assets";

// A path the app's router has no screen for is answered 404 with the not-found page, in every
// language; every screen's path still answers 200 (worker/services/site/serve-page.ts).

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
});
afterEach(() => {
  assets.mockRestore();
});

async function served(path: string, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": uniqueIp(), ...headers } }),
  );
  const html = await response.text();
  return { status: response.status, file: fileOf(html), html, type: response.headers.get("Content-Type"), response };
}

// Each of the router's paths, with a value in each of its segments that takes one.
const screens = APP_PATHS.map((path) =>
  path.replace(":mypin", encodeURIComponent(uniqueName("nowhere", "simple"))).replace(":id", "42"),
);

describe("the app's own screens", () => {
  it("answer 200 at every path of the router, unprefixed and under a language's prefix", async () => {
    for (const path of screens) {
      for (const address of [path, `/de${path}`]) {
        const { status, file } = await served(address);
        expect(status, address).toBe(200);
        expect(file, address).not.toMatch(/not-found$/);
      }
    }
  });

  it("answer 200 as the router matches them: in any case, with a trailing slash, and with a query", async () => {
    for (const path of ["/Dashboard", "/dashboard/", "/landing?promo=FREE3", "/?pin=corner%20shop!", "/?page=auth"]) {
      expect((await served(path)).status, path).toBe(200);
    }
  });
});

describe("a path of no screen", () => {
  const UNKNOWN = [
    "/no-such-page",
    "/no/such/page",
    "/share",
    "/share/",
    "/transfer",
    "/account",
    "/dashboard/nope",
    "/en/pricing",
    "/apple-touch-icon-precomposed.png",
    "/assets-old/x.js",
  ];

  it("answers 404 with the not-found page, in the visitor's language", async () => {
    for (const path of UNKNOWN) {
      const { status, file, type, response } = await served(path, { "Accept-Language": "en" });
      expect([status, file, type], path).toEqual([404, "not-found", "text/html"]);
      expect(response.headers.get("Content-Language"), path).toBe("en");
    }
    const german = await served("/no-such-page", { "Accept-Language": "de" });
    expect([german.status, german.file]).toEqual([404, "de/not-found"]);
  });

  it("answers 404 with the not-found page of a language's prefix", async () => {
    for (const locale of ["de", "fr", "es", "it", "nl", "pt"]) {
      const { status, file, response } = await served(`/${locale}/nope`, { "Accept-Language": "en" });
      expect([status, file, response.headers.get("Content-Language")]).toEqual([404, `${locale}/not-found`, locale]);
    }
  });

  it("is an HTML file of the build's that is no page: the shell and the page templates", async () => {
    for (const path of ["/shell", "/de/shell", "/page-templates/landing", "/page-templates/not-found"]) {
      const { status, file } = await served(path, { "Accept-Language": "en" });
      expect(status, path).toBe(404);
      expect(file, path).toMatch(/not-found$/);
    }
  });

  it("gets the consent banner like any page, for a visitor who has not chosen", async () => {
    const { status, html } = await served("/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain('id="page-cookie-banner"');
  });

  it("is still the API's own JSON 404 under /api", async () => {
    const { response } = await served("/api/no-such-route");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
