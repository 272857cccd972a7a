import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from "vitest";
import { CATALOGUES } from "../../worker/i18n/catalogues";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { ORIGIN } from "../helpers/worker/api";
import { fileOf, mockPageAssets } from "../helpers/worker/page-assets";
import { makePin } from "../helpers/worker/pins";

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
});
afterEach(() => {
  assets.mockRestore();
});

function page(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": uniqueIp(), ...headers } }),
  );
}

async function served(path: string, headers: Record<string, string> = {}) {
  const response = await page(path, headers);
  const html = await response.text();
  return { response, html, file: fileOf(html), language: response.headers.get("Content-Language") };
}

const GERMAN_BROWSER = { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" };

describe("a page's language", () => {
  // The landing is index.html, or its template when there are popular names to fill in.
  it("is its prefix's for an indexed page, whatever the visitor's", async () => {
    const german = await served("/de/", { "Accept-Language": "en" });
    expect([german.file, german.language]).toEqual([expect.stringMatching(/^de\/(index\.html|landing)$/), "de"]);
    const english = await served("/", GERMAN_BROWSER);
    expect([english.file, english.language]).toEqual([expect.stringMatching(/^(index\.html|landing)$/), "en"]);
    expect(english.response.headers.get("Vary") ?? "").not.toContain("Accept-Language");
  });

  it("is the visitor's for a shared link, which keeps its one address", async () => {
    const { mypin: name } = await makePin(env.DB, { mypin: uniqueName("sprache", "simple") });
    const german = await served(`/share/${encodeURIComponent(name)}`, GERMAN_BROWSER);
    expect([german.response.status, german.file, german.language]).toEqual([200, "de/share-found", "de"]);
    expect(german.response.headers.get("Vary")).toContain("Accept-Language");
    expect(german.html).toContain(`content="${CATALOGUES.de.search.shareMeta.description(name)}"`);
    const result = await served(`/?pin=${encodeURIComponent(name)}`, GERMAN_BROWSER);
    expect([result.file, result.language]).toEqual(["de/search-found", "de"]);
    const english = await served(`/share/${encodeURIComponent(name)}`, { "Accept-Language": "en-GB" });
    expect([english.file, english.language]).toEqual(["share-found", "en"]);
  });

  it("follows a stored choice over the browser's languages", async () => {
    const { mypin: name } = await makePin(env.DB, { mypin: uniqueName("wahl", "simple") });
    const chosen = await served(`/share/${encodeURIComponent(name)}`, { ...GERMAN_BROWSER, Cookie: "lang=en" });
    expect(chosen.file).toBe("share-found");
    const german = await served("/dashboard", { "Accept-Language": "en", Cookie: "lang=de" });
    expect([german.file, german.language]).toEqual(["de/shell.html", "de"]);
  });

  it("is the visitor's for a screen that is no indexed page's, and the prefix's under a prefix", async () => {
    expect((await served("/dashboard", GERMAN_BROWSER)).file).toBe("de/shell.html");
    expect((await served("/?page=auth", GERMAN_BROWSER)).file).toBe("de/shell.html");
    expect((await served("/de/dashboard", { "Accept-Language": "en" })).file).toBe("de/shell.html");
  });

  it("is the prefix's, else the visitor's, for the not-found page", async () => {
    const german = await served("/de/no-such-page", { "Accept-Language": "en" });
    expect([german.response.status, german.file, german.language]).toEqual([404, "de/not-found", "de"]);
    const visitors = await served("/no-such-page", GERMAN_BROWSER);
    expect([visitors.response.status, visitors.file, visitors.language]).toEqual([404, "de/not-found", "de"]);
    expect(visitors.response.headers.get("Vary")).toContain("Accept-Language");
  });

  it("never serves a language's page templates as pages", async () => {
    const template = await served("/de/page-templates/landing");
    expect([template.response.status, template.file]).toEqual([404, "de/not-found"]);
  });

  it("brings the consent banner in the page's language", async () => {
    expect((await served("/de/")).html).toContain("Wir verwenden Cookies");
    expect((await served("/", GERMAN_BROWSER)).html).toContain("We use cookies");
  });
});
