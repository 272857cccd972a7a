import type { Rolldown } from "vite";
import type { TLocale } from "../domain/locales.ts";
import { headTags, type TIndexedPage, withTitleAndDescription } from "../domain/page-meta.ts";
import {
  COOKIE_BANNER_TEMPLATE,
  LANDING_TEMPLATE,
  NOT_FOUND_TEMPLATE,
  pinTemplate,
  TEMPLATES_PATH,
} from "../domain/page-templates.ts";
import { renderTemplates, type TRenderPage, type TTemplate, withRoot } from "./prerender-pages.ts";
import { LOW_PRIORITY } from "./script-priority.ts";

// What a language's build (tools/site-pages.ts) makes its pages' files of, and the files it writes
// for the worker under TEMPLATES_PATH: each the shell with what the app rendered in its root, and a
// head of its own.

export type TPrerender = {
  renderPage: TRenderPage;
  renderCookieBanner: () => Promise<string>;
  INDEXED_PAGES: readonly TIndexedPage[];
  qrHolder: { heading: string; hint: string };
  pageTitles: { notFound: string };
};

// What a build's files are made of: its shell and bundle, the app's renderer in its language, and
// where each file goes.
export type TSiteBuild = {
  origin: string;
  locale: TLocale;
  base: string;
  root: boolean;
  bundle: Rolldown.OutputBundle;
  shell: string;
  prerender: TPrerender;
  home: TIndexedPage | undefined;
  pageUrl: (path: string) => string;
  emit: (fileName: string, source: string) => void;
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

export const preloadsOf = (build: TSiteBuild, module: string) =>
  modulePreloads(build.bundle, module, build.shell, build.base);

export const withHead = (html: string, head: string) => html.replace("</head>", () => `${head}</head>`);

// A page no search engine should list, as the app marks every unindexed page (app/document-meta.ts).
const NO_INDEX = '<meta name="robots" content="noindex" />';

// The screen a template shows beside the first-paint bundle's, preloaded as the pages' are: the
// share page's, and a found pin's details.
function templateModule(template: TTemplate): string | undefined {
  if (template.page === "share") return "app/pages/share.tsx";
  return template.name === pinTemplate("search", { found: true }) ? "app/components/search/pin-details.tsx" : undefined;
}

export async function emitTemplates(build: TSiteBuild) {
  for (const template of await renderTemplates(build.prerender.renderPage, build.locale)) {
    const source = withHead(withRoot(build.shell, template.html, template.url), templateHead(build, template));
    build.emit(`${TEMPLATES_PATH.slice(1)}${template.name}.html`, source);
  }
}

function templateHead(build: TSiteBuild, template: TTemplate) {
  const module = templateModule(template);
  const preloads = module === undefined ? "" : preloadsOf(build, module);
  return template.name === LANDING_TEMPLATE && build.home !== undefined
    ? headTags(build.home, build.origin, build.locale)
    : preloads;
}

// The not-found page, which the worker answers 404 for a path that is no screen of the app's.
export async function emitNotFound(build: TSiteBuild) {
  const notFoundUrl = build.pageUrl(`${TEMPLATES_PATH}${NOT_FOUND_TEMPLATE}`);
  const notFoundShell = withTitleAndDescription(build.shell, {
    title: build.prerender.pageTitles.notFound,
    description: build.home?.description ?? "",
  });
  const notFoundHead = NO_INDEX + preloadsOf(build, "app/pages/not-found.tsx");
  const source = withHead(
    withRoot(notFoundShell, await build.prerender.renderPage(notFoundUrl), notFoundUrl),
    notFoundHead,
  );
  build.emit(`${TEMPLATES_PATH.slice(1)}${NOT_FOUND_TEMPLATE}.html`, source);
}

// The consent banner, which the worker adds to a page for a visitor who has not chosen.
export async function emitCookieBanner(build: TSiteBuild) {
  build.emit(`${TEMPLATES_PATH.slice(1)}${COOKIE_BANNER_TEMPLATE}.html`, await build.prerender.renderCookieBanner());
}
