import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, expect, it, type MockInstance, vi } from "vitest";
import { pageTitles } from "../../domain/messages/page-meta";
import { withShareMeta } from "../../worker/services/site/with-share-meta";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { get, ORIGIN } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";
import { ASSET_HEADERS, fileOf, mockPageAssets } from "../helpers/worker/page-assets";
import { makePin } from "../helpers/worker/pins";

let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
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
    .on("script:not([type])", {
      element() {
        found.scripts += 1;
      },
    })
    .transform(response)
    .text();
  return found;
}

// Names of pins that exist, made once for the file: a card is only ever drawn for a real pin.
const shop = `shop ${crypto.randomUUID().slice(0, 8)}!`;
const simple = `my.${crypto.randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  await makePin(env.DB, { mypin: shop });
  await makePin(env.DB, { mypin: simple });
});

it("answers a share page with preview tags naming the pin, keeping the site's title", async () => {
  const response = await get(`/share/${encodeURIComponent(shop)}`, uniqueIp());
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
});

it("answers a direct link with preview tags naming the pin in lower case", async () => {
  const { tags } = await preview(await get(`/?pin=${simple.toUpperCase()}`, uniqueIp()));
  expect(tags["og:title"]).toBe(`MyPin: ${simple}`);
  expect(tags["og:url"]).toBe(`${ORIGIN}/?pin=${simple}`);
});

it("draws no card for a valid name no pin has: its share page is the not-found screen, its link the home page's", async () => {
  for (const path of [
    "/share/Verify%20your%20bank%20account%20now",
    `/share/${uniqueName("nobody")}`,
    // A look-alike of a pin's name ("rn" for "m") is no pin either.
    `/share/${simple.replace("my.", "rny.")}`,
  ]) {
    const { tags, canonical } = await preview(await get(path, uniqueIp()));
    expect(tags["og:title"], path).toBeUndefined();
    expect(tags.description ?? "", path).not.toContain("Verify");
    expect(canonical, path).toEqual([]);
  }
  const { tags, canonical } = await preview(await get(`/?pin=${uniqueName("nobody")}`, uniqueIp()));
  expect(tags["og:title"]).toBe(pageTitles.home);
  expect(canonical).toEqual([`${ORIGIN}/`]);
});

it("serves the app's shell, with no card, when the name cannot be looked up, logging why", async () => {
  const errors = captureConsole("error");
  const prepare = vi.spyOn(env.DB, "prepare").mockImplementation(() => {
    throw new Error("D1 is unavailable");
  });
  const response = await get(`/share/${uniqueName("unreachable")}`, uniqueIp());
  prepare.mockRestore();
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(fileOf(html)).toBe("shell.html");
  expect((await preview(new Response(html))).tags["og:title"]).toBeUndefined();
  expect(errors()).toEqual([expect.stringMatching(/^Shared link page failed on GET \/share\/:mypin: /)]);
});

it("serves the app's shell, with no card, for names the search would refuse", async () => {
  for (const path of [
    "/share/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/share/a..b",
    "/share/a%2Fb",
    `/share/${"x".repeat(31)}`,
    "/?pin=%3Cb%3E",
    "/?pin=fish%20%26%20chips",
  ]) {
    // A visitor who has chosen about cookies, who gets the file as it is (no banner added).
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}${path}`, {
        headers: { "CF-Connecting-IP": uniqueIp(), Cookie: "cookies-consent=denied" },
      }),
    );
    const html = await response.text();
    expect(fileOf(html), path).toBe("shell.html");
    expect((await preview(new Response(html))).tags["og:title"], path).toBeUndefined();
    expect(response.headers.get("ETag"), path).toBe('"file-etag"');
  }
});

it("gives a pin's preview no canonical address, and passes other pages to the assets untouched", async () => {
  expect((await preview(await get(`/?pin=${simple}`, uniqueIp()))).canonical).toEqual([]);
  const response = await get("/share-mypins");
  const html = await response.text();
  expect(fileOf(html)).toBe("share-mypins.html");
  expect((await preview(new Response(html))).tags["og:title"]).toBeUndefined();
});

it("escapes quotes and angle brackets so a value stays inside its attribute", async () => {
  const hostile = `"><script>alert('x')</script>&`;
  const page = withShareMeta(
    new Response("<html><head></head><body></body></html>", { headers: ASSET_HEADERS }),
    {
      name: hostile,
      title: hostile,
      description: hostile,
      url: hostile,
    },
    "MyPin",
  );
  const { tags, scripts } = await preview(page);
  expect(scripts).toBe(0);
  expect(Object.keys(tags).sort()).toEqual(
    ["og:description", "og:site_name", "og:title", "og:type", "og:url", "twitter:card"].sort(),
  );
  for (const name of ["og:title", "og:description", "og:url"]) {
    expect(decodeEntities(tags[name] ?? ""), name).toBe(hostile);
  }
});

// The rewriter reports attribute values as written in the markup, entities and all.
function decodeEntities(markup: string): string {
  const entities: Record<string, string> = { "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  return markup.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);
}
