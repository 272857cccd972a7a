import type { TIndexedPath } from "./indexed-paths.ts";
import { localeOfPath, localizedPath, withoutLocale } from "./locale-paths.ts";
import { DEFAULT_LOCALE, LOCALES, type TLocale } from "./locales.ts";
import { pageDescriptions, pageTitles } from "./messages/page-meta.ts";
import type { TTranslation } from "./messages/translation.ts";

// Every page the site serves, with what search engines are told about it. One table feeds the
// build (a static HTML file per indexed page, robots.txt, sitemap.xml), the worker's meta for "/",
// the SPA's title on client-side navigation and the Lighthouse test's page list.

export type TIndexedPage = {
  path: TIndexedPath;
  title: string;
  description: string;
  // Marketing pages carry Open Graph tags, so a shared link draws a card.
  openGraph: boolean;
};

// The indexed pages with their words in one language (the page-meta area of its catalogue).
export function indexedPagesIn(texts: {
  pageTitles: TTranslation<typeof pageTitles>;
  pageDescriptions: TTranslation<typeof pageDescriptions>;
}): readonly TIndexedPage[] {
  const { pageTitles, pageDescriptions } = texts;
  return [
    { path: "/", title: pageTitles.home, description: pageDescriptions.home, openGraph: true },
    { path: "/renters", title: pageTitles.renters, description: pageDescriptions.renters, openGraph: true },
    { path: "/car-reg", title: pageTitles.carReg, description: pageDescriptions.carReg, openGraph: true },
    { path: "/wedding", title: pageTitles.wedding, description: pageDescriptions.wedding, openGraph: true },
    { path: "/business", title: pageTitles.business, description: pageDescriptions.business, openGraph: true },
    { path: "/landing", title: pageTitles.landing, description: pageDescriptions.landing, openGraph: true },
    { path: "/cta1", title: pageTitles.cta, description: pageDescriptions.cta, openGraph: true },
    { path: "/pricing", title: pageTitles.pricing, description: pageDescriptions.pricing, openGraph: true },
    { path: "/about", title: pageTitles.about, description: pageDescriptions.about, openGraph: true },
    {
      path: "/share-mypins",
      title: pageTitles.shareMyPins,
      description: pageDescriptions.shareMyPins,
      openGraph: true,
    },
    { path: "/qr-example", title: pageTitles.qrExample, description: pageDescriptions.qrExample, openGraph: true },
    { path: "/contact", title: pageTitles.contact, description: pageDescriptions.contact, openGraph: false },
    { path: "/developers", title: pageTitles.developers, description: pageDescriptions.developers, openGraph: true },
    { path: "/terms", title: pageTitles.terms, description: pageDescriptions.terms, openGraph: false },
    { path: "/privacy", title: pageTitles.privacy, description: pageDescriptions.privacy, openGraph: false },
    { path: "/cookies", title: pageTitles.cookies, description: pageDescriptions.cookies, openGraph: false },
  ];
}

export const INDEXED_PAGES = indexedPagesIn({ pageTitles, pageDescriptions });

// Pages that are served but kept out of search results: one visitor's step in a flow, a signed-in
// screen, or a choice that only means something in this browser. They are told noindex.
const UNINDEXED_TITLES: Record<string, string> = {
  "/landing2": pageTitles.reservation,
  "/cookie-settings": pageTitles.cookieSettings,
  "/payment-success": pageTitles.paymentSuccess,
  "/payment-cancelled": pageTitles.paymentCancelled,
  "/verify-email": pageTitles.verifyEmail,
  "/reset-password": pageTitles.resetPassword,
  "/account/password": pageTitles.changePassword,
  "/account/billing": pageTitles.billing,
  "/account/api-keys": pageTitles.apiKeys,
  "/dashboard": pageTitles.dashboard,
  "/dashboard/analytics": pageTitles.analytics,
};

export const OG_IMAGE_PATH = "/og-image.png";

// Paths crawlers have no business in: the API, development tools, map tiles, and every signed-in or
// payment step.
export const DISALLOWED_PATHS = [
  "/api/",
  "/dev/",
  "/tiles/",
  "/dashboard",
  "/account/",
  "/payment-success",
  "/payment-cancelled",
  "/reset-password",
  "/verify-email",
  "/landing2",
  "/transfer/",
] as const;

export type TPageMeta = { title: string; description: string | null; canonical: string | null; indexed: boolean };

// What the document's head says on a path. A path of no page is the 404, which claims no
// canonical address; so do the unindexed pages and the share pages, which only forward to "/".
export function pageMetaFor(pathname: string, origin: string): TPageMeta {
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  const path = withoutLocale(pathname);
  const indexed = INDEXED_PAGES.find((page) => page.path === path);
  if (indexed !== undefined) {
    const canonical = origin + localizedPath(indexed.path, locale);
    return { title: indexed.title, description: indexed.description, canonical, indexed: true };
  }
  const title = UNINDEXED_TITLES[path] ?? titleOfPattern(path);
  return { title, description: null, canonical: null, indexed: false };
}

// The screens whose path carries an id or a name.
function titleOfPattern(path: string) {
  if (path.startsWith("/share/")) return pageTitles.share;
  if (path.startsWith("/transfer/")) return pageTitles.transfer;
  return pageTitles.notFound;
}

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ["User-agent: *", "Allow: /", ...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

// Each page's address in every language, and which is for a visitor whose language is none of them.
function alternates(path: string, origin: string) {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: origin + localizedPath(path, locale) })),
    { hreflang: "x-default", href: origin + localizedPath(path, DEFAULT_LOCALE) },
  ];
}

// Every indexed page in every language, each listing its alternates, as search engines read them.
export function sitemapXml(origin: string): string {
  const urls = INDEXED_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const links = alternates(page.path, origin).map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      return `  <url><loc>${origin}${localizedPath(page.path, locale)}</loc>${links.join("")}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

// The head tags an indexed page adds to index.html's: its canonical address on the production
// origin in its language, the same page in every other language and, for a marketing page, the
// Open Graph card.
export function headTags(page: TIndexedPage, origin: string, locale: TLocale = DEFAULT_LOCALE): string {
  const url = origin + localizedPath(page.path, locale);
  const tags = [`<link rel="canonical" href="${escapeAttribute(url)}" />`];
  for (const { hreflang, href } of alternates(page.path, origin)) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`);
  }
  if (page.openGraph) {
    const properties = [
      ["og:title", page.title],
      ["og:description", page.description],
      ["og:url", url],
      ["og:type", "website"],
      ["og:site_name", "MyPin"],
      ["og:image", origin + OG_IMAGE_PATH],
    ];
    for (const [property, content] of properties) {
      tags.push(`<meta property="${property}" content="${escapeAttribute(content ?? "")}" />`);
    }
    tags.push('<meta name="twitter:card" content="summary_large_image" />');
  }
  return tags.join("");
}

// index.html with a page's own title and description in place of the home page's.
export function withTitleAndDescription(html: string, page: { title: string; description: string }): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    );
}
