import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import MarkdownIt from "markdown-it";
import type { Plugin, Rolldown } from "vite";
import { isIndexedPath } from "../domain/indexed-paths.ts";
import { localizedPath } from "../domain/locale-paths.ts";
import type { TLocale } from "../domain/locales.ts";
import { headTags, robotsTxt, sitemapXml, type TIndexedPage, withTitleAndDescription } from "../domain/page-meta.ts";
import {
  COOKIE_BANNER_TEMPLATE,
  LANDING_TEMPLATE,
  NOT_FOUND_TEMPLATE,
  pinTemplate,
  TEMPLATES_PATH,
} from "../domain/page-templates.ts";
import { QR_HOLDER } from "../domain/qr-holder.ts";
import { renderTemplates, type TRenderPage, type TTemplate, withRoot } from "./prerender-pages.ts";
import { qrHolderCard } from "./qr-holder-card.ts";
import { LOW_PRIORITY } from "./script-priority.ts";

// The variables of the wrangler.toml environment a deploy targets: CLOUDFLARE_ENV names it, as it does
// for wrangler (npm run deploy:staging sets it), and unset or empty is the top level, production,
// whose [vars] come before every [env.<name>] section.
function deployedVars(toml: string, environment: string | undefined) {
  if (!environment) return toml;
  const lines = toml.split("\n");
  const header = `[env.${environment}.vars]`;
  const start = lines.findIndex((line) => line.trim() === header);
  if (start === -1) throw new Error(`wrangler.toml has no ${header}`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("["));
  return lines.slice(start + 1, end === -1 ? undefined : end).join("\n");
}

// The production origin the canonical addresses, the sitemap and the Open Graph cards name:
// PUBLIC_ORIGIN from the environment of the build, else that of the wrangler.toml environment the
// deploy targets.
export function publicOrigin(
  env: { PUBLIC_ORIGIN?: string | undefined; CLOUDFLARE_ENV?: string | undefined } = process.env,
): string {
  const vars = deployedVars(readFileSync("wrangler.toml", "utf8"), env.CLOUDFLARE_ENV);
  const configured = /^PUBLIC_ORIGIN\s*=\s*"([^"]+)"/m.exec(vars)?.[1];
  const origin = env.PUBLIC_ORIGIN || configured;
  if (origin === undefined) throw new Error("PUBLIC_ORIGIN is set neither in the environment nor in wrangler.toml");
  return new URL(origin).origin;
}

// A document's title is its first line, a level-one heading; the page shows it as its own heading.
export function renderDocument(
  markdown: { render: (source: string) => string },
  source: string,
): { title: string; html: string } {
  const [first = "", ...rest] = source.split("\n");
  const title = /^# (.+)$/.exec(first)?.[1]?.trim();
  if (title === undefined) throw new Error("a Markdown document must start with its title as '# Title'");
  return { title, html: markdown.render(rest.join("\n")) };
}

// The legal pages are Markdown (content/legal/, each language's in its folder), imported as the HTML
// it renders to, so the bundle carries no Markdown parser. Raw HTML in the source stays text
// (html: false). A link to a public page leads to that page in the build's language.
// words: what becomes of the text (not the links) in the pseudo-locale (tools/pseudo-locale.ts).
export function markdownAsHtml(locale: TLocale, words: (text: string) => string = (text) => text): Plugin {
  const markdown = new MarkdownIt({ html: false, typographer: true });
  const inLanguage = (html: string) =>
    html
      .replace(/href="(\/[^"?#]*)/g, (link, path: string) =>
        isIndexedPath(path) ? `href="${localizedPath(path, locale)}` : link,
      )
      .replace(/>([^<>]+)</g, (_text, text: string) => `>${words(text)}<`);
  return {
    name: "mypin-markdown-as-html",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      const { title, html } = renderDocument(markdown, source);
      return { code: `export default ${JSON.stringify({ title: words(title), html: inLanguage(html) })};`, map: null };
    },
  };
}

// The screen each indexed page but / shows, as app/router.tsx and app/pages/lazy-pages.ts load it on
// demand. Its page preloads that code beside the first-paint bundle, rather than asking for it only
// once the bundle has run: a round trip less before a phone paints the page.
export const PAGE_MODULES: Record<string, string> = {
  "/renters": "app/pages/themed-landing.tsx",
  "/car-reg": "app/pages/themed-landing.tsx",
  "/wedding": "app/pages/themed-landing.tsx",
  "/business": "app/pages/themed-landing.tsx",
  "/landing": "app/pages/availability.tsx",
  "/cta1": "app/pages/cta.tsx",
  "/pricing": "app/pages/pricing.tsx",
  "/about": "app/pages/about.tsx",
  "/share-mypins": "app/pages/share-mypins.tsx",
  "/qr-example": "app/pages/qr-example.tsx",
  "/contact": "app/pages/contact.tsx",
  "/developers": "app/pages/developers.tsx",
  "/terms": "app/pages/legal.tsx",
  "/privacy": "app/pages/legal.tsx",
  "/cookies": "app/pages/legal.tsx",
};

// The chunk of a lazily loaded module and every chunk it imports, less those the page loads anyway.
// base: where the build's files are served from (a language's prefix).
function modulePreloads(bundle: Rolldown.OutputBundle, module: string, html: string, base: string) {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === "chunk");
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${module}`));
  if (entry === undefined) throw new Error(`${module} is not a chunk of its own in the bundle`);
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (chunk === undefined || files.has(chunk.fileName) || html.includes(`"${base}${chunk.fileName}"`)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(chunks.find((other) => other.fileName === name));
  };
  visit(entry);
  return [...files]
    .map((file) => `<link rel="modulepreload" ${LOW_PRIORITY} crossorigin href="${base}${file}">`)
    .join("");
}

// Where a language's build puts the app's server-side entry (app/prerender.tsx), which renders
// that language's pages.
export const prerenderDir = (variant: string) => `dist/prerender/${variant}`;

type TPrerender = {
  renderPage: TRenderPage;
  renderCookieBanner: () => Promise<string>;
  INDEXED_PAGES: readonly TIndexedPage[];
  qrHolder: { heading: string; hint: string };
  pageTitles: { notFound: string };
};

async function loadPrerender(variant: string): Promise<TPrerender> {
  return (await import(pathToFileURL(resolve(prerenderDir(variant), "prerender.js")).href)) as TPrerender;
}

// The screen a template shows beside the first-paint bundle's, preloaded as the pages' are: the
// share page's, and a found pin's details.
function templateModule(template: TTemplate): string | undefined {
  if (template.page === "share") return "app/pages/share.tsx";
  return template.name === pinTemplate("search", { found: true }) ? "app/components/search/pin-details.tsx" : undefined;
}

// The app's shell with no page rendered in it: what the worker serves every unknown path and every
// unindexed page (worker/services/site/app-shell.ts), which the browser renders afresh. It claims no
// canonical address.
export const SHELL_FILE = "shell.html";

const withHead = (html: string, head: string) => html.replace("</head>", () => `${head}</head>`);

// A page no search engine should list, as the app marks every unindexed page (app/document-meta.ts).
const NO_INDEX = '<meta name="robots" content="noindex" />';

// Workers static assets serve /pricing from pricing.html (html_handling "auto-trailing-slash"), so
// each indexed page gets a file of its own: the shell with the page's HTML in its root, rendered by
// the app itself (app/prerender.tsx), and its own head, which crawlers that run no script read too.
// index.html is "/", the landing, whose screen is part of the first-paint bundle.
// The worker's templates (domain/page-templates.ts) are rendered the same way, with markers for
// what varies, under TEMPLATES_PATH.
// A language's build writes its own pages, under its prefix, in its own words (INDEXED_PAGES is
// that language's here); the crawler files, which name every language's pages, come with English's.
// lang: the document's language (a locale, or the pseudo-locale's tag); base: where the build is
// served from; root: whether it is the site's root build, which writes the crawler files.
type TBuildOf = { locale: TLocale; lang: string; base: string; root: boolean };

export function sitePages(origin: string, { locale, lang, base, root }: TBuildOf): Plugin {
  const pageUrl = (path: string) => (base === "/" ? path : path === "/" ? base : `${base.slice(0, -1)}${path}`);
  return {
    name: "mypin-site-pages",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    async transformIndexHtml(html) {
      const home = (await loadPrerender(lang)).INDEXED_PAGES.find((page) => page.path === "/");
      const inLanguage = html.replace('<html lang="en">', `<html lang="${lang}">`);
      return home === undefined ? inLanguage : withTitleAndDescription(inLanguage, home);
    },
    async generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("index.html is missing from the bundle");
      const shell = String(index.source);
      const { renderPage, renderCookieBanner, INDEXED_PAGES: pages, qrHolder, pageTitles } = await loadPrerender(lang);
      const home = pages.find((page) => page.path === "/");
      this.emitFile({ type: "asset", fileName: SHELL_FILE, source: shell });
      for (const page of pages) {
        const markup = await renderPage(pageUrl(page.path));
        if (page.path === "/") {
          index.source = withHead(withRoot(shell, markup, page.path), headTags(page, origin, locale));
          continue;
        }
        const module = PAGE_MODULES[page.path];
        if (module === undefined) throw new Error(`${page.path} names no screen in PAGE_MODULES`);
        const head = headTags(page, origin, locale) + modulePreloads(bundle, module, shell, base);
        const source = withHead(withRoot(withTitleAndDescription(shell, page), markup, page.path), head);
        this.emitFile({ type: "asset", fileName: `${page.path.slice(1)}.html`, source });
      }
      for (const template of await renderTemplates(renderPage, locale)) {
        const module = templateModule(template);
        const preloads = module === undefined ? "" : modulePreloads(bundle, module, shell, base);
        const head =
          template.name === LANDING_TEMPLATE && home !== undefined ? headTags(home, origin, locale) : preloads;
        const source = withHead(withRoot(shell, template.html, template.url), head);
        this.emitFile({ type: "asset", fileName: `${TEMPLATES_PATH.slice(1)}${template.name}.html`, source });
      }
      // The not-found page, which the worker answers 404 for a path that is no screen of the app's.
      const notFoundUrl = pageUrl(`${TEMPLATES_PATH}${NOT_FOUND_TEMPLATE}`);
      const notFoundShell = withTitleAndDescription(shell, {
        title: pageTitles.notFound,
        description: home?.description ?? "",
      });
      const notFoundHead = NO_INDEX + modulePreloads(bundle, "app/pages/not-found.tsx", shell, base);
      this.emitFile({
        type: "asset",
        fileName: `${TEMPLATES_PATH.slice(1)}${NOT_FOUND_TEMPLATE}.html`,
        source: withHead(withRoot(notFoundShell, await renderPage(notFoundUrl), notFoundUrl), notFoundHead),
      });
      // The consent banner, which the worker adds to a page for a visitor who has not chosen.
      const banner = await renderCookieBanner();
      this.emitFile({
        type: "asset",
        fileName: `${TEMPLATES_PATH.slice(1)}${COOKIE_BANNER_TEMPLATE}.html`,
        source: banner,
      });
      if (!root) {
        // English's QR card is public/'s, which only the root build copies.
        this.emitFile({ type: "asset", fileName: QR_HOLDER.file, source: qrHolderCard(qrHolder) });
        return;
      }
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(origin) });
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemapXml(origin) });
    },
  };
}
