import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { APP_PATHS } from "../../domain/app-paths.ts";
import { INDEXED_PATHS } from "../../domain/indexed-paths.ts";
import { LOCALES } from "../../domain/locales.ts";
import { pageTitles } from "../../domain/messages/page-meta.ts";
import { headTags, INDEXED_PAGES, pageMetaFor, robotsTxt, sitemapXml } from "../../domain/page-meta.ts";
import { publicOrigin, renderDocument } from "../../tools/site-pages.ts";

const ORIGIN = "https://mypin.example";

// Issue 14: the public pages search engines are told about.
const PUBLIC_PATHS = [
  "/",
  "/renters",
  "/car-reg",
  "/wedding",
  "/business",
  "/landing",
  "/cta1",
  "/pricing",
  "/about",
  "/share-mypins",
  "/qr-example",
  "/contact",
  "/developers",
  "/terms",
  "/privacy",
  "/cookies",
];

// Each public page in a language: English's unprefixed, the others' under the language's prefix.
const inLanguage = (path: string, locale: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}/` : `/${locale}${path}`;

it("titles every indexed path, in order", () => {
  expect(INDEXED_PAGES.map((page) => page.path)).toEqual([...INDEXED_PATHS]);
  expect([...INDEXED_PATHS]).toEqual(PUBLIC_PATHS);
});

describe("sitemap.xml", () => {
  it("lists every public page once in every language, by its absolute address", () => {
    const locations = [...sitemapXml(ORIGIN).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      PUBLIC_PATHS.flatMap((path) => LOCALES.map((locale) => `${ORIGIN}${inLanguage(path, locale)}`)),
    );
  });

  it("names each page's address in every language, and English's as the default", () => {
    const entry = /<url><loc>https:\/\/mypin\.example\/fr\/pricing<\/loc>(.*?)<\/url>/.exec(sitemapXml(ORIGIN))?.[1];
    const alternates = [...(entry ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ...LOCALES.map((locale) => [locale, `${ORIGIN}${inLanguage("/pricing", locale)}`]),
      ["x-default", `${ORIGIN}/pricing`],
    ]);
  });

  it("is a sitemaps.org urlset", () => {
    const xml = sitemapXml(ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("robots.txt", () => {
  const robots = robotsTxt(ORIGIN);
  const rules = robots.split("\n");

  it("allows the site and points to the sitemap by its absolute address", () => {
    expect(rules.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    expect(rules).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("keeps crawlers out of the API, the development tools, map tiles, signed-in and payment pages", () => {
    for (const path of [
      "/api/",
      "/dev/",
      "/tiles/",
      "/dashboard",
      "/account/",
      "/payment-success",
      "/payment-cancelled",
      "/reset-password",
      "/verify-email",
      "/transfer/",
    ]) {
      expect(rules, path).toContain(`Disallow: ${path}`);
    }
  });

  it("disallows no public page", () => {
    const disallowed = rules.filter((rule) => rule.startsWith("Disallow: ")).map((rule) => rule.slice(10));
    for (const path of PUBLIC_PATHS.filter((path) => path !== "/")) {
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});

describe("pageMetaFor", () => {
  it("gives each public page its title, description and canonical address", () => {
    for (const path of PUBLIC_PATHS) {
      const meta = pageMetaFor(path, ORIGIN);
      expect(meta.canonical, path).toBe(`${ORIGIN}${path}`);
      expect(meta.indexed, path).toBe(true);
      expect(meta.title.length, path).toBeGreaterThan(5);
      expect(meta.description?.length ?? 0, path).toBeGreaterThan(50);
    }
  });

  it("gives every page its own title and description", () => {
    expect(new Set(INDEXED_PAGES.map((page) => page.title)).size).toBe(INDEXED_PAGES.length);
    expect(new Set(INDEXED_PAGES.map((page) => page.description)).size).toBe(INDEXED_PAGES.length);
  });

  it("tells search engines to skip private and utility pages, and lets them claim no canonical address", () => {
    for (const path of [
      "/landing2",
      "/cookie-settings",
      "/payment-success",
      "/payment-cancelled",
      "/verify-email",
      "/reset-password",
      "/account/password",
      "/account/billing",
      "/dashboard",
      "/dashboard/analytics",
    ]) {
      const meta = pageMetaFor(path, ORIGIN);
      expect(meta, path).toMatchObject({ indexed: false, canonical: null, description: null });
      expect(meta.title, path).not.toBe(pageTitles.notFound);
    }
  });

  it("treats an unknown path as the 404 page, which claims no canonical address", () => {
    for (const path of ["/no-such-page", "/pricing/", "/Pricing", "/terms/extra"]) {
      expect(pageMetaFor(path, ORIGIN), path).toEqual({
        title: pageTitles.notFound,
        description: null,
        canonical: null,
        indexed: false,
      });
    }
  });

  it("names a transfer offer's page without indexing it", () => {
    expect(pageMetaFor("/transfer/9b1f4a3e-2f6d-4c8e-9a51-7d2c0e6b3f10", ORIGIN)).toMatchObject({
      title: pageTitles.transfer,
      indexed: false,
      canonical: null,
    });
  });

  it("names a share page's forwarding step without indexing it", () => {
    expect(pageMetaFor("/share/corner%20shop!", ORIGIN)).toMatchObject({ title: pageTitles.share, indexed: false });
  });

  it("has an entry for every literal path of the app's route table", () => {
    const paths = APP_PATHS.filter((path) => !path.includes(":"));
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) expect(pageMetaFor(path, ORIGIN).title, path).not.toBe(pageTitles.notFound);
  });
});

describe("headTags", () => {
  const tagsOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<(?:meta property|link rel)="([^"]+)" (?:content|href)="([^"]*)" \/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );

  it("gives a marketing page its canonical address and Open Graph card", () => {
    const pricing = INDEXED_PAGES.find((page) => page.path === "/pricing");
    expect(tagsOf(headTags(pricing!, ORIGIN))).toEqual({
      canonical: `${ORIGIN}/pricing`,
      "og:title": pricing!.title,
      "og:description": pricing!.description,
      "og:url": `${ORIGIN}/pricing`,
      "og:type": "website",
      "og:site_name": "MyPin",
      "og:image": `${ORIGIN}/og-image.png`,
    });
  });

  it("gives the legal pages and contact a canonical address and no card", () => {
    for (const path of ["/terms", "/privacy", "/cookies", "/contact"]) {
      const page = INDEXED_PAGES.find((entry) => entry.path === path);
      expect(tagsOf(headTags(page!, ORIGIN)), path).toEqual({ canonical: `${ORIGIN}${path}` });
    }
  });

  it("gives a page in another language its own canonical address and every language's", () => {
    const pricing = INDEXED_PAGES.find((page) => page.path === "/pricing");
    const html = headTags(pricing!, ORIGIN, "de");
    expect(tagsOf(html).canonical).toBe(`${ORIGIN}/de/pricing`);
    expect(tagsOf(html)["og:url"]).toBe(`${ORIGIN}/de/pricing`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ...LOCALES.map((locale) => [locale, `${ORIGIN}${inLanguage("/pricing", locale)}`]),
      ["x-default", `${ORIGIN}/pricing`],
    ]);
    expect(pageMetaFor("/de/pricing", ORIGIN)).toMatchObject({ canonical: `${ORIGIN}/de/pricing`, indexed: true });
    expect(pageMetaFor("/fr/", ORIGIN)).toMatchObject({ canonical: `${ORIGIN}/fr/`, indexed: true });
  });

  it("escapes quotes and angle brackets so a value stays inside its attribute", () => {
    const hostile = { path: "/about" as const, title: `"><script>`, description: "a & b", openGraph: true };
    const html = headTags(hostile, ORIGIN);
    expect(html).not.toContain("<script>");
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('content="a &amp; b"');
  });
});

describe("the build's origin", () => {
  it("is PUBLIC_ORIGIN from the environment when set, else wrangler.toml's", () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: "https://staging.mypin.example/" })).toBe("https://staging.mypin.example");
    expect(publicOrigin({})).toBe("https://mypin.app");
    expect(() => publicOrigin({ PUBLIC_ORIGIN: "not a url" })).toThrow();
  });

  it("is the origin of the wrangler.toml environment CLOUDFLARE_ENV names, and production's when it names none", () => {
    expect(publicOrigin({ CLOUDFLARE_ENV: "staging" })).toBe("https://staging.mypin.app");
    expect(publicOrigin({ CLOUDFLARE_ENV: "" })).toBe("https://mypin.app");
    expect(publicOrigin({ CLOUDFLARE_ENV: "staging", PUBLIC_ORIGIN: "https://other.example" })).toBe(
      "https://other.example",
    );
    expect(() => publicOrigin({ CLOUDFLARE_ENV: "nowhere" })).toThrow("wrangler.toml has no [env.nowhere.vars]");
  });
});

describe("the legal documents", () => {
  const markdown = new MarkdownIt({ html: false, typographer: true });

  it("take their title from the first heading and render the rest", () => {
    expect(renderDocument(markdown, "# Terms\n\nSome *terms*.")).toEqual({
      title: "Terms",
      html: "<p>Some <em>terms</em>.</p>\n",
    });
    expect(() => renderDocument(markdown, "No title\n\nText")).toThrow("must start with its title");
  });

  it("keep raw HTML in the source as text", () => {
    const { html } = renderDocument(markdown, '# T\n\n<script>alert(1)</script> <a href="javascript:x">y</a>');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("are titled as the page table titles them", () => {
    for (const [file, title, updated] of [
      ["terms", pageTitles.terms, "23 November 2026"],
      ["privacy", pageTitles.privacy, "27 November 2026"],
      ["cookies", pageTitles.cookies, "23 November 2026"],
    ] as const) {
      const document = renderDocument(markdown, readFileSync(`content/legal/${file}.md`, "utf8"));
      expect(`${document.title} | MyPin`, file).toBe(title);
      expect(document.html, file).toContain(`Last updated: ${updated}`);
    }
  });
});
