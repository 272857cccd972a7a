import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, it, type MockInstance, vi } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { INLINED_SEARCH_ID } from "../../domain/inlined-search";
import { pageTitles } from "../../domain/messages/page-meta";
import { flushSearchCounts } from "../../worker/services/search-counts";
import { withShareMeta } from "../../worker/services/share-meta";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { get, ORIGIN } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

// The worker tests run without a built SPA, so the assets binding answers with a page shaped like
// index.html and says which URL it was asked for.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="MyPin gives any place a short, memorable name." />' +
  '<title>MyPin</title></head><body><div id="root"></div></body></html>';
const ASSET_HEADERS = {
  "Content-Type": "text/html",
  ETag: '"index-etag"',
  "Content-Security-Policy": "default-src 'self'",
  "X-Frame-Options": "DENY",
};

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = vi
    .spyOn(env.ASSETS, "fetch")
    .mockImplementation(async () => new Response(INDEX_HTML, { headers: ASSET_HEADERS }));
});
afterEach(() => {
  assets.mockRestore();
});

type TPreview = { tags: Record<string, string>; title: string; scripts: number; canonical: string[] };

// Reads the page back as a browser or a link-preview crawler would find its elements.
async function preview(response: Response): Promise<TPreview> {
  const found: TPreview = { tags: {}, title: "", scripts: 0, canonical: [] };
  await new HTMLRewriter()
    .on('link[rel="canonical"]', {
      element(link) {
        found.canonical.push(link.getAttribute("href") ?? "");
      },
    })
    .on("meta[property], meta[name]", {
      element(tag) {
        found.tags[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] = tag.getAttribute("content") ?? "";
      },
    })
    .on("title", {
      text(chunk) {
        found.title += chunk.text;
      },
    })
    .on("script", {
      element() {
        found.scripts += 1;
      },
    })
    .transform(response)
    .text();
  return found;
}

function requestedUrl(call: number) {
  const input = assets.mock.calls[call]?.[0];
  return input instanceof Request ? input.url : String(input);
}

// Names of pins that exist, made once for the file: a card is only ever drawn for a real pin.
const shop = `shop ${crypto.randomUUID().slice(0, 8)}!`;
const simple = `my.${crypto.randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  await makePin(env.DB, { mypin: shop });
  await makePin(env.DB, { mypin: simple });
});

it("answers a share page with preview tags naming the pin, keeping the site's title", async () => {
  const response = await get(`/share/${encodeURIComponent(shop)}`);
  expect(response.status).toBe(200);
  const { tags, title } = await preview(response);
  expect(tags).toMatchObject({
    "og:title": `MyPin: ${shop}`,
    "og:description": `Get directions to ${shop} in Apple Maps or Google Maps.`,
    "og:url": `${ORIGIN}/?pin=${encodeURIComponent(shop)}`,
    "og:type": "website",
    "og:site_name": "MyPin",
    "twitter:card": "summary",
    description: `Get directions to ${shop} in Apple Maps or Google Maps.`,
  });
  expect(title).toBe("MyPin");
  expect(requestedUrl(0)).toBe(`${ORIGIN}/`);
});

it("answers a direct link with preview tags naming the pin in lower case", async () => {
  const { tags } = await preview(await get(`/?pin=${simple.toUpperCase()}`));
  expect(tags["og:title"]).toBe(`MyPin: ${simple}`);
  expect(tags["og:url"]).toBe(`${ORIGIN}/?pin=${simple}`);
});

it("serves the plain page, MyPin's own card, for a valid name no pin has", async () => {
  for (const path of [
    "/share/Verify%20your%20bank%20account%20now",
    `/share/${uniqueName("nobody")}`,
    // A look-alike of a pin's name ("rn" for "m") is no pin either.
    `/share/${simple.replace("my.", "rny.")}`,
  ]) {
    assets.mockClear();
    const response = await get(path);
    const { tags } = await preview(response);
    expect(tags["og:title"], path).toBeUndefined();
    expect(tags["og:description"] ?? "", path).not.toContain("Verify");
    expect(response.headers.get("ETag"), path).toBe('"index-etag"');
    expect(requestedUrl(0), path).toBe(`${ORIGIN}${path}`);
  }
});

it("serves the plain page when the name cannot be looked up, logging why", async () => {
  const errors = captureConsole("error");
  const prepare = vi.spyOn(env.DB, "prepare").mockImplementation(() => {
    throw new Error("D1 is unavailable");
  });
  const response = await get(`/share/${simple}`);
  prepare.mockRestore();
  expect(response.status).toBe(200);
  expect((await preview(response)).tags["og:title"]).toBeUndefined();
  expect(errors()).toEqual([expect.stringMatching(/^Link preview lookup failed on GET \/share\/:mypin: /)]);
});

it("keeps the page's security headers but drops the file's ETag", async () => {
  const response = await get(`/?pin=${simple}`);
  expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  expect(response.headers.get("Content-Type")).toBe("text/html");
  expect(response.headers.get("ETag")).toBeNull();
});

it("asks the assets for index.html without the visitor's conditional headers", async () => {
  await exports.default.fetch(
    new Request(`${ORIGIN}/share/${simple}`, { headers: { "If-None-Match": '"index-etag"' } }),
  );
  const input = assets.mock.calls[0]?.[0];
  expect(input instanceof Request ? input.headers.get("If-None-Match") : null).toBeNull();
  expect(requestedUrl(0)).toBe(`${ORIGIN}/`);
});

it("serves the plain page for names the search would refuse", async () => {
  for (const path of [
    "/share/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/share/a..b",
    "/share/a%2Fb",
    `/share/${"x".repeat(31)}`,
    "/?pin=%3Cb%3E",
    "/?pin=fish%20%26%20chips",
    "/?pin=",
  ]) {
    assets.mockClear();
    const response = await get(path);
    const { tags } = await preview(response);
    expect(tags["og:title"], path).toBe(path.startsWith("/?") ? pageTitles.home : undefined);
    expect(response.headers.get("ETag"), path).toBe('"index-etag"');
    expect(requestedUrl(0), path).toBe(`${ORIGIN}${path}`);
  }
});

// index.html is also every unknown path's page, so the file claims no canonical address; the
// worker gives "/" its own, with the home page's card.
it("gives / without a pin the home page's canonical address and card, keeping the file's ETag", async () => {
  for (const path of ["/", "/?page=auth"]) {
    assets.mockClear();
    const response = await get(path);
    const { tags, canonical, title } = await preview(response);
    expect(canonical, path).toEqual([`${ORIGIN}/`]);
    expect(tags, path).toMatchObject({
      "og:title": pageTitles.home,
      "og:url": `${ORIGIN}/`,
      "og:type": "website",
      "og:image": `${ORIGIN}/og-image.png`,
    });
    expect(title, path).toBe("MyPin");
    expect(response.headers.get("ETag"), path).toBe('"index-etag"');
    expect(requestedUrl(0), path).toBe(`${ORIGIN}${path}`);
  }
});

it("passes a conditional request for / on as the assets answer it", async () => {
  assets.mockImplementation(async () => new Response(null, { status: 304, headers: { ETag: '"index-etag"' } }));
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/`, { headers: { "If-None-Match": '"index-etag"' } }),
  );
  expect(response.status).toBe(304);
  expect(response.headers.get("ETag")).toBe('"index-etag"');
});

it("gives a pin's preview no canonical address, and passes other pages to the assets untouched", async () => {
  expect((await preview(await get(`/?pin=${simple}`))).canonical).toEqual([]);
  for (const path of ["/share-mypins", "/share/a/b", `/share/${uniqueName("nobody")}`]) {
    assets.mockClear();
    const { tags, canonical } = await preview(await get(path));
    expect(tags["og:title"], path).toBeUndefined();
    expect(canonical, path).toEqual([]);
    expect(requestedUrl(0), path).toBe(`${ORIGIN}${path}`);
  }
});

it("still answers unknown API and dev paths with the JSON 404", async () => {
  for (const path of ["/api/no-such-thing", "/dev/no-such-thing"]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  }
  expect(assets).not.toHaveBeenCalled();
});

it("escapes quotes and angle brackets so a value stays inside its attribute", async () => {
  const hostile = `"><script>alert('x')</script>&`;
  const page = withShareMeta(new Response(INDEX_HTML, { headers: ASSET_HEADERS }), {
    name: hostile,
    title: hostile,
    description: hostile,
    url: hostile,
  });
  const { tags, scripts } = await preview(page);
  expect(scripts).toBe(0);
  expect(Object.keys(tags).sort()).toEqual(
    ["description", "og:description", "og:site_name", "og:title", "og:type", "og:url", "twitter:card"].sort(),
  );
  for (const name of ["description", "og:title", "og:description", "og:url"]) {
    expect(decodeEntities(tags[name] ?? ""), name).toBe(hostile);
  }
});

// The rewriter reports attribute values as written in the markup, entities and all.
function decodeEntities(markup: string): string {
  const entities: Record<string, string> = { "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  return markup.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);
}

// /?pin= arrives with its search answered (worker/routes/pages.ts): the app paints from it.
async function inlinedAnswer(response: Response) {
  let text = "";
  await new HTMLRewriter()
    .on(`script#${INLINED_SEARCH_ID}`, {
      text(chunk) {
        text += chunk.text;
      },
    })
    .transform(response.clone())
    .text();
  return text === "" ? null : (JSON.parse(text) as { name: string; status: number; body: unknown });
}

const apiAnswer = async (name: string) => {
  const response = await get(`/api/pins/${encodeURIComponent(name)}`, uniqueIp());
  return { status: response.status, body: await response.json() };
};

it("inlines a found pin's search answer, the API's own, under its canonical name", async () => {
  const response = await get(`/?pin=${shop.toUpperCase()}`, uniqueIp());
  expect(await inlinedAnswer(response)).toEqual({ name: shop, ...(await apiAnswer(shop)) });
  expect((await preview(response)).tags["og:title"]).toBe(`MyPin: ${shop}`);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("ETag")).toBeNull();
});

it("inlines the not-found answer for a name no pin has, on the home page with its own card", async () => {
  const name = uniqueName("nobody");
  const response = await get(`/?pin=${encodeURIComponent(name)}`, uniqueIp());
  const inlined = await inlinedAnswer(response);
  expect(inlined).toEqual({ name, ...(await apiAnswer(name)) });
  expect(inlined?.status).toBe(404);
  const { tags, canonical } = await preview(response);
  expect(tags["og:title"]).toBe(pageTitles.home);
  expect(canonical).toEqual([`${ORIGIN}/`]);
  expect(response.headers.get("ETag")).toBeNull();
});

it("counts a shared link's page as a search, within the search's rate limit", async () => {
  const pin = await makePin(env.DB);
  const ip = uniqueIp();
  const pages = await inOneRateWindow(async () => {
    const answers: (number | undefined)[] = [];
    for (let i = 0; i < 30; i += 1)
      answers.push((await inlinedAnswer(await get(`/?pin=${encodeURIComponent(pin.mypin)}`, ip)))?.status);
    return { answers, limited: await get(`/?pin=${encodeURIComponent(pin.mypin)}`, ip) };
  });
  expect(pages.answers).toEqual(Array(30).fill(200));
  expect(await inlinedAnswer(pages.limited)).toBeNull();
  expect(pages.limited.status).toBe(200);
  expect((await get(`/api/pins/${encodeURIComponent(pin.mypin)}`, ip)).status).toBe(429);
  await flushSearchCounts(env.DB);
  const row = await createDb(env.DB).query.mypins.findFirst({ where: eq(mypins.id, pin.id) });
  expect(row?.searchCount).toBe(30);
});

it("keeps an owner's name inside the inlined data, whatever it says", async () => {
  const hostile = `</script><script>alert('x')</script>`;
  const pin = await makePin(env.DB, { userName: hostile });
  const response = await get(`/?pin=${encodeURIComponent(pin.mypin)}`, uniqueIp());
  const html = await response.text();
  expect(html).not.toContain(hostile);
  expect((await preview(new Response(html))).scripts).toBe(1);
  expect(await inlinedAnswer(new Response(html))).toEqual(
    expect.objectContaining({ body: { pin: expect.objectContaining({ userName: hostile }) } }),
  );
});

it("inlines nothing for a name the search would refuse", async () => {
  for (const path of ["/?pin=a..b", "/?pin=%3Cb%3E", "/?pin="]) {
    expect(await inlinedAnswer(await get(path, uniqueIp())), path).toBeNull();
  }
});
