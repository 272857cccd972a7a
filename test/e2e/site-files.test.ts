import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { LOCALES } from "../../domain/locales.ts";
import { INDEXED_PAGES, robotsTxt, sitemapXml } from "../../domain/page-meta.ts";
import { CATALOGUES } from "../../worker/i18n/catalogues.ts";

// The built site and how the local server maps paths to its files, as Workers static assets do in
// production. The global setup builds for the origin it serves (tools/local-app.ts), as a
// deployment's build names its own.
const CLIENT = "dist/client";
const baseUrl = inject("baseUrl");
const ORIGIN = baseUrl;

type THead = {
  title: string | undefined;
  description: string | undefined;
  canonical: string[];
  og: Record<string, string>;
};

function headOf(html: string): THead {
  const og = Object.fromEntries(
    [...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1] ?? ""),
    og,
  };
}

const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

describe("the built pages", () => {
  it("give every indexed page a file with its own title, description and canonical address", () => {
    for (const page of INDEXED_PAGES) {
      const head = headOf(readFileSync(`${CLIENT}/${fileOf(page.path)}`, "utf8"));
      expect(head, page.path).toMatchObject({
        title: page.title,
        description: page.description,
        canonical: [`${ORIGIN}${page.path}`],
      });
      if (page.openGraph) {
        expect(head.og, page.path).toEqual({
          "og:title": page.title,
          "og:description": page.description,
          "og:url": `${ORIGIN}${page.path}`,
          "og:type": "website",
          "og:site_name": "MyPin",
          "og:image": `${ORIGIN}/og-image.png`,
        });
      } else {
        expect(head.og, page.path).toEqual({});
      }
    }
  });

  it("keep the shell, which every unknown path and unindexed page is served, claiming no canonical address", () => {
    const home = INDEXED_PAGES.find(({ path }) => path === "/");
    const shell = readFileSync(`${CLIENT}/shell.html`, "utf8");
    expect(headOf(shell)).toEqual({ title: home?.title, description: home?.description, canonical: [], og: {} });
    expect(shell).toContain('<div id="root"></div>');
  });

  it("render every indexed page's own screen into its root, and mark the screen / was rendered as", () => {
    for (const page of INDEXED_PAGES) {
      const html = readFileSync(`${CLIENT}/${fileOf(page.path)}`, "utf8");
      const root = /<div id="root"([^>]*)>(.*)<\/div>\s*<span id="page-end">/s.exec(html);
      expect(root?.[2], page.path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(root?.[1], page.path).toBe(page.path === "/" ? ' data-screen="landing"' : "");
    }
  });

  // Each page may preload its own screen's code besides (tools/site-pages.ts PAGE_MODULES).
  it("load the same app as index.html", () => {
    const scripts = (html: string) =>
      html.match(/<script[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>/g) ?? [];
    const index = scripts(readFileSync(`${CLIENT}/index.html`, "utf8"));
    expect(index.length).toBeGreaterThan(1);
    for (const page of INDEXED_PAGES) {
      const own = scripts(readFileSync(`${CLIENT}/${fileOf(page.path)}`, "utf8"));
      expect(own.slice(0, index.length), page.path).toEqual(index);
      for (const tag of own.slice(index.length)) expect(tag, page.path).toMatch(/^<link rel="modulepreload"/);
    }
  });

  it("ship robots.txt and sitemap.xml from the page table, on the build's origin", () => {
    expect(readFileSync(`${CLIENT}/robots.txt`, "utf8")).toBe(robotsTxt(ORIGIN));
    expect(readFileSync(`${CLIENT}/sitemap.xml`, "utf8")).toBe(sitemapXml(ORIGIN));
  });

  it("ship the card image Open Graph names, 1200x630", () => {
    const png = readFileSync(`${CLIENT}/og-image.png`);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe("the legal pages' chunks", () => {
  const chunks = readdirSync(`${CLIENT}/assets`)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(`${CLIENT}/assets/${file}`, "utf8"));

  it("carry their documents as HTML, each in a chunk of its own", () => {
    const documents = ["<h2>1. The service</h2>", "<h2>4. Your rights</h2>", "<code>mypin_refresh</code>"];
    const holders = documents.map((marker) => chunks.filter((chunk) => chunk.includes(marker)));
    expect(holders.map((found) => found.length)).toEqual([1, 1, 1]);
    expect(new Set(holders.flat()).size).toBe(3);
  });

  it("leave the Markdown parser out of the bundle", () => {
    // Strings markdown-it's own build keeps after minifying: its link checks and its preset error.
    for (const marker of ["validateLink", "normalizeLinkText", "markdown-it"]) {
      expect(chunks.filter((chunk) => chunk.includes(marker)).length, marker).toBe(0);
    }
  });
});

describe("the local server", () => {
  const served = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    return { status: response.status, type: response.headers.get("Content-Type"), head: headOf(await response.text()) };
  };

  it("serves each indexed page's own file at its path, without a trailing slash", async () => {
    for (const page of INDEXED_PAGES) {
      const { status, head } = await served(page.path);
      expect(status, page.path).toBe(200);
      expect(head.title, page.path).toBe(page.title);
      expect(head.canonical.length, page.path).toBe(1);
    }
  });

  it("serves / with the home page's canonical address and card", async () => {
    const { head } = await served("/");
    expect(head.canonical).toEqual([`${baseUrl}/`]);
    expect(head.og["og:url"]).toBe(`${baseUrl}/`);
  });

  it("serves an unindexed page the app without a canonical address", async () => {
    for (const path of ["/payment-success", "/cookie-settings", "/account/billing", "/transfer/no-such-offer"]) {
      const { status, head } = await served(path);
      expect(status, path).toBe(200);
      expect(head.canonical, path).toEqual([]);
    }
  });

  it("answers an unknown path 404 with the not-found page in HTML, in the prefix's language", async () => {
    for (const locale of LOCALES) {
      const path = locale === "en" ? "/no-such-page" : `/${locale}/no-such-page`;
      const response = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Language": "en" } });
      const html = await response.text();
      expect([response.status, response.headers.get("Content-Language")], path).toEqual([404, locale]);
      expect(html, path).toContain(`>${CATALOGUES[locale].site.notFoundPage.title}</h1>`);
      expect(headOf(html), path).toMatchObject({
        title: CATALOGUES[locale].pageMeta.pageTitles.notFound,
        canonical: [],
      });
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("serves the icons browsers ask for by their fixed addresses as images, drawn from the mark", async () => {
    const icon = await fetch(`${baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("Content-Type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = Buffer.from(await icon.arrayBuffer());
    // An ICO header (reserved 0, type 1) and its images, each a PNG.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const first = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(first + 1, first + 4).toString()).toBe("PNG");

    const touch = await fetch(`${baseUrl}/apple-touch-icon.png`);
    expect([touch.status, touch.headers.get("Content-Type")]).toEqual([200, "image/png"]);
    const png = Buffer.from(await touch.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    expect(readFileSync(`${CLIENT}/index.html`, "utf8")).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
    );
  });

  it("answers 404 for a file under /assets/ that this build does not have, never the app's HTML", async () => {
    for (const path of ["/assets/screen-from-an-older-deploy-Dx81Kq2a.js", "/de/assets/Dx81Kq2a.js"]) {
      for (const mode of ["navigate", "cors"]) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { "Sec-Fetch-Mode": mode } });
        expect(response.status, `${path} ${mode}`).toBe(404);
        expect(await response.text(), `${path} ${mode}`).not.toContain("<html");
      }
    }
  });

  it("moves a page asked for at 127.0.0.1 to the same path on PUBLIC_ORIGIN, and keeps the API there", async () => {
    const local = baseUrl.replace("//localhost:", "//127.0.0.1:");
    expect(local).not.toBe(baseUrl);
    const page = await rawGet(`${local}/pricing?ref=qr`);
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe(`${baseUrl}/pricing?ref=qr`);
    const api = await rawGet(`${local}/api/health`);
    expect(api.status).toBe(421);
    expect(api.headers["set-cookie"]).toBeUndefined();
  });

  it("serves robots.txt and sitemap.xml as text and XML", async () => {
    expect((await served("/robots.txt")).type).toMatch(/^text\/plain/);
    expect((await served("/sitemap.xml")).type).toMatch(/xml/);
  });
});

// Node's fetch fails on a 421 instead of returning it, so the raw answer is read with node:http.
function rawGet(url: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    request(url, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on("error", reject)
      .end();
  });
}
