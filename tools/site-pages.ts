import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import MarkdownIt from "markdown-it";
import type { Plugin, Rolldown } from "vite";
import { isIndexedPath } from "../domain/indexed-paths.ts";
import { localizedPath } from "../domain/locale-paths.ts";
import type { TLocale } from "../domain/locales.ts";
import { headTags, robotsTxt, sitemapXml, type TIndexedPage, withTitleAndDescription } from "../domain/page-meta.ts";
import { QR_HOLDER } from "../domain/qr-holder.ts";
import {
  emitCookieBanner,
  emitNotFound,
  emitTemplates,
  preloadsOf,
  type TPrerender,
  type TSiteBuild,
  withHead,
} from "./page-files.ts";
import { withRoot } from "./prerender-pages.ts";
import { qrHolderCard } from "./qr-holder-card.ts";

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

// Where a language's build puts the app's server-side entry (app/prerender.tsx), which renders
// that language's pages.
export const prerenderDir = (variant: string) => `dist/prerender/${variant}`;

async function loadPrerender(variant: string): Promise<TPrerender> {
  return (await import(pathToFileURL(resolve(prerenderDir(variant), "prerender.js")).href)) as TPrerender;
}

// The app's shell with no page rendered in it: what the worker serves every unknown path and every
// unindexed page (worker/services/site/serve-page.ts), which the browser renders afresh. It claims no
// canonical address.
export const SHELL_FILE = "shell.html";

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
      const prerender = await loadPrerender(lang);
      const home = prerender.INDEXED_PAGES.find((page) => page.path === "/");
      const emit = (fileName: string, source: string) => this.emitFile({ type: "asset", fileName, source });
      const build = { origin, locale, base, root, bundle, shell, prerender, home, pageUrl, emit };
      emit(SHELL_FILE, shell);
      await emitIndexedPages(build, index);
      await emitTemplates(build);
      await emitNotFound(build);
      await emitCookieBanner(build);
      emitBuildFiles(build);
    },
  };
}

// "/" is index.html, rewritten in place; every other page is a file of its own.
async function emitIndexedPages(build: TSiteBuild, index: Rolldown.OutputAsset) {
  for (const page of build.prerender.INDEXED_PAGES) {
    const markup = await build.prerender.renderPage(build.pageUrl(page.path));
    if (page.path === "/") index.source = homeSource(build, page, markup);
    else build.emit(`${page.path.slice(1)}.html`, pageSource(build, page, markup));
  }
}

const homeSource = (build: TSiteBuild, page: TIndexedPage, markup: string) =>
  withHead(withRoot(build.shell, markup, page.path), headTags(page, build.origin, build.locale));

function pageSource(build: TSiteBuild, page: TIndexedPage, markup: string) {
  const module = PAGE_MODULES[page.path];
  if (module === undefined) throw new Error(`${page.path} names no screen in PAGE_MODULES`);
  const head = headTags(page, build.origin, build.locale) + preloadsOf(build, module);
  return withHead(withRoot(withTitleAndDescription(build.shell, page), markup, page.path), head);
}

// The root build's crawler files, or another language's QR card.
function emitBuildFiles(build: TSiteBuild) {
  if (!build.root) {
    // English's QR card is public/'s, which only the root build copies.
    build.emit(QR_HOLDER.file, qrHolderCard(build.prerender.qrHolder));
    return;
  }
  build.emit("robots.txt", robotsTxt(build.origin));
  build.emit("sitemap.xml", sitemapXml(build.origin));
}
