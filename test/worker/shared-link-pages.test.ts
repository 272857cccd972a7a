import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { PAGE_DATA_ID, type TPageData } from "../../domain/page-data";
import { TEMPLATES_PATH } from "../../domain/page-templates";
import { pinResultView } from "../../domain/pin-result-view";
import { forgetPopularPins } from "../../worker/services/pins/popular-pins-cache";
import { flushSearchCounts } from "../../worker/services/pins/search-counts";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { apiFrom, get, okAnswer } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";
import { fileOf, mockPageAssets } from "../helpers/worker/page-assets";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

// A shared link (/?pin= and /share/{name}) is answered with its search already in the HTML, the
// build's template for it filled in (worker/services/site/rendered-pages.ts), and with the same data
// inlined for the app to hydrate from. The landing comes with its popular names the same way.

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
});
afterEach(() => {
  assets.mockRestore();
});

async function pageOf(response: Response) {
  const html = await response.text();
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return { html, file: fileOf(html), data: json === undefined ? null : (JSON.parse(json) as TPageData) };
}

const apiPin = async (name: string) => {
  const response = await apiFrom(uniqueIp()).pins[":name"].$get({ param: { name: encodeURIComponent(name) } });
  return (await okAnswer(response)).pin;
};

// A name of its own per test that no other test's names come near, for the suggestions.
const ownName = () => uniqueName("harbour lights", "premium");

describe.each([
  ["/?pin=", "search", (name: string) => `/?pin=${encodeURIComponent(name)}`],
  ["/share/", "share", (name: string) => `/share/${encodeURIComponent(name)}`],
] as const)("a shared link %s{name}", (_label, page, path) => {
  it("answers the pin's result in its HTML, filled into its template, with the same data inlined", async () => {
    const pin = await makePin(env.DB, {
      mypin: ownName(),
      userName: "Ann Example",
      latitude: 51.513845,
      longitude: -0.098351,
    });
    const response = await get(path(pin.mypin.toUpperCase()), uniqueIp());
    expect(response.status).toBe(200);
    const { html, file, data } = await pageOf(response);
    expect(file).toBe(`${page}-found`);
    const view = pinResultView({ ...pin, near: null });
    expect(html).toContain(`MyPin: ${pin.mypin}</h1>`);
    expect(html).toContain("<p>Created by: Ann Example</p>");
    expect(html).toContain("<span>51.513845, -0.098351</span>");
    expect(html).toContain(`<a href="${view.appleMaps.replaceAll("&", "&amp;")}">Apple Maps</a>`);
    expect(html).toContain(`<a href="${view.googleMaps.replaceAll("&", "&amp;")}">Google Maps</a>`);
    expect(view.appleMaps).toMatch(/^https:\/\/maps\.apple\.com\//);
    expect(view.googleMaps).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(data).toEqual({ search: { name: pin.mypin, answer: { found: true, pin: await apiPin(pin.mypin), view } } });
  });

  it("keeps the template's security headers, and lets no cache keep the page", async () => {
    const pin = await makePin(env.DB, { mypin: ownName() });
    const response = await get(path(pin.mypin), uniqueIp());
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Type")).toBe("text/html");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("ETag")).toBeNull();
    const input = assets.mock.calls.find(([request]) =>
      String(request instanceof Request ? request.url : request).includes(TEMPLATES_PATH),
    )?.[0];
    expect(input instanceof Request ? input.headers.get("If-None-Match") : null).toBeNull();
  });

  it("writes an owner's words as text, in the page and in its data", async () => {
    const hostile = `</script><script>alert('x')</script> "&" <img src=x onerror=alert(1)>`;
    const pin = await makePin(env.DB, { mypin: ownName(), userName: hostile });
    const { html, data } = await pageOf(await get(path(pin.mypin), uniqueIp()));
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      "Created by: &lt;/script&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &quot;&amp;&quot; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(data?.search?.answer).toMatchObject({ found: true, pin: { userName: hostile } });
  });

  it("answers a name no pin has with the not-found screen and the names near it", async () => {
    const name = ownName();
    await makePin(env.DB, { mypin: name });
    const typed = name.replace("lights", "lihgts");
    const suggested = await pageOf(await get(path(typed), uniqueIp()));
    expect(suggested.file).toBe(`${page}-suggested`);
    expect(suggested.html).toContain(`You searched for ${typed}`);
    expect(suggested.html).toContain(`<li><a href="/?pin=${encodeURIComponent(name)}">${name}<span></span></a></li>`);
    const suggestions = [{ mypin: name, near: "" }];
    expect(suggested.data).toEqual({ search: { name: typed, answer: { found: false, suggestions } } });

    const nowhere = uniqueName("nowhere at all", "premium");
    const missed = await pageOf(await get(path(nowhere), uniqueIp()));
    expect(missed.file).toBe(`${page}-missed`);
    expect(missed.html).not.toContain("<li>");
    expect(missed.data).toEqual({ search: { name: nowhere, answer: { found: false, suggestions: [] } } });
  });

  it("counts as the one search it answers, within the search's rate limit", async () => {
    // A fresh client and pin for each try: a burst that straddled a window left its requests
    // counted against the client in the next one, and its searches against the pin.
    const { pin, ip, ...pages } = await inOneRateWindow(async () => {
      const [pin, ip] = [await makePin(env.DB), uniqueIp()];
      const files: (string | undefined)[] = [];
      for (let i = 0; i < 30; i += 1) files.push((await pageOf(await get(path(pin.mypin), ip))).file);
      return { pin, ip, files, limited: await pageOf(await get(path(pin.mypin), ip)) };
    });
    expect(pages.files).toEqual(Array(30).fill(`${page}-found`));
    expect(pages.limited.file).toBe("shell.html");
    expect(pages.limited.data).toBeNull();
    expect((await get(`/api/pins/${encodeURIComponent(pin.mypin)}`, ip)).status).toBe(429);
    await flushSearchCounts(testDeps().db);
    const row = await createDb(env.DB).query.mypins.findFirst({ where: eq(mypins.id, pin.id) });
    expect(row?.searchCount).toBe(30);
  });

  it("falls back to the app's shell, logging why, when its template cannot be had", async () => {
    const pin = await makePin(env.DB, { mypin: ownName() });
    assets.mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.startsWith(TEMPLATES_PATH)) return new Response("Not found", { status: 404 });
      return new Response('<html><head></head><body><div id="root" data-file="shell.html"></div></body></html>');
    });
    const errors = captureConsole("error");
    const { file } = await pageOf(await get(path(pin.mypin), uniqueIp()));
    expect(file).toBe("shell.html");
    expect(errors()).toEqual([expect.stringContaining(`The en page template ${page}-found answered 404`)]);
  });
});

describe("the landing", () => {
  it("comes with the popular names GET /api/top-pins lists, as links to their results", async () => {
    await makePin(env.DB, { mypin: ownName(), rankedSearches: 1_000_000 });
    const { pins } = await (await apiFrom(uniqueIp())["top-pins"].$get()).json();
    const { html, file, data } = await pageOf(await get("/", uniqueIp()));
    expect(file).toBe("landing");
    expect(data).toEqual({ topPins: pins });
    for (const { mypin } of pins) {
      expect(html).toContain(`<li><a href="/?pin=${encodeURIComponent(mypin)}">${mypin}</a></li>`);
    }
    expect(html.match(/<li>/g)).toHaveLength(pins.length);
  });

  it("is the build's landing as it is, logging why, when the popular names cannot be read", async () => {
    await forgetPopularPins(env);
    const errors = captureConsole("error");
    const prepare = vi.spyOn(env.DB, "prepare").mockImplementation(() => {
      throw new Error("D1 is unavailable");
    });
    const { file, data } = await pageOf(await get("/", uniqueIp()));
    prepare.mockRestore();
    expect(file).toBe("index.html");
    expect(data).toBeNull();
    expect(errors()).toEqual([expect.stringMatching(/^Landing page failed on GET \/: /)]);
  });

  it("leaves every other screen of / to the app's shell", async () => {
    for (const path of ["/?page=auth", "/?page=manage", "/?mypin=corner.shop&action=buy"]) {
      expect((await pageOf(await get(path, uniqueIp()))).file, path).toBe("shell.html");
    }
  });
});

it("never serves a page template as a page of its own", async () => {
  for (const path of [
    `${TEMPLATES_PATH}search-found`,
    `${TEMPLATES_PATH}landing`,
    `${TEMPLATES_PATH}search-found.html`,
  ]) {
    const response = await get(path, uniqueIp());
    const { html, file: served } = await pageOf(response);
    expect([response.status, served], path).toEqual([404, "not-found"]);
    expect(html, path).not.toContain("\uE000");
  }
});
