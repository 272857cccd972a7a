import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localeBase } from "./domain/locale-paths.ts";
import { inlineCss } from "./tools/inline-css.ts";
import { buildLocale, localeTexts } from "./tools/locale-build.ts";
import { preloadDependencies } from "./tools/preload-dependencies.ts";
import { PSEUDO_LOCALE, pseudoText, pseudoTexts } from "./tools/pseudo-locale.ts";
import { lowPriorityScripts } from "./tools/script-priority.ts";
import { markdownAsHtml, prerenderDir, publicOrigin, sitePages } from "./tools/site-pages.ts";
import { spaHeaders } from "./tools/spa-headers.ts";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|hono)[\\/]/;

// Small modules of the first paint that screens loaded later import too. Left to automatic
// chunking, each set of screens sharing them made a chunk of its own, a dozen of a few hundred
// bytes each before the first paint (about 2.4 KB gzip of its budget in import and export lines);
// they travel as one.
const CORE =
  /([\\/]domain[\\/](locales|locale-paths|indexed-paths|links|consent|coordinates|messages[\\/](\w\w[\\/])?(plural|waits|search))|[\\/]app[\\/](locale|hydration|consent|storage|load-with-retries|api[\\/]query-keys|hooks[\\/]use-navigate))\.tsx?$|vite[\\/]preload-helper/;

// react-router publishes only its development build under the conditions Vite resolves; the
// production build beside it drops the development warnings (467 bytes gzip of the first-paint
// budget, docs/architecture.md#budgets). The dev server keeps the warnings.
const ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
};

// react-router's one module declares each component with a React call and a displayName write,
// which a bundler must keep whether or not the component is used: Form, ScrollRestoration, and
// Link and NavLink with their framework-mode prefetching reached the first paint although the app
// renders none of them (it links through app/components/ui/link.tsx). Marked pure, and without
// the writes (only React's developer tools read them), the unused ones are left out: with the
// app's own links, 3,878 bytes gzip less before the first paint (106,369 -> 102,491).
function pureReactRouter(code: string) {
  return code
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext)\()/gm, "$1/* @__PURE__ */ $2")
    .replace(/^\w+\.displayName = "[^"]*";$/gm, "");
}

// Vite builds only the SPA; wrangler bundles and serves the worker with these files as its assets.
// The app is built twice: first for Node (app/prerender.tsx), with which the browser build then
// renders every public page's HTML and the worker's templates (tools/site-pages.ts).
// Each language is a build of its own (tools/locale-build.ts): English at the site's root, the
// others under their prefix, each with its own texts and nothing of the other languages'.
export default defineConfig(({ command }) => {
  const origin = publicOrigin();
  const locale = buildLocale();
  // The browser suite's pseudo-locale is English's build with pseudo texts, under its own prefix.
  const pseudo = process.env.MYPIN_PSEUDO === "true";
  const variant = pseudo ? PSEUDO_LOCALE : locale;
  const root = locale === "en" && !pseudo;
  const base = pseudo ? `/${PSEUDO_LOCALE}/` : localeBase(locale);
  const preloads = preloadDependencies();
  return {
    base,
    // public/ is served from the site's root alone (only English's build copies it), so every
    // language's pages name its files there.
    experimental: { renderBuiltUrl: (file, { type }) => (type === "public" ? `/${file}` : undefined) },
    plugins: [
      pseudo ? pseudoTexts() : localeTexts(locale),
      react(),
      tailwindcss(),
      markdownAsHtml(locale, pseudo ? pseudoText : undefined),
      sitePages(origin, { locale, lang: variant, base, root }),
      inlineCss(),
      lowPriorityScripts(),
      preloads.plugin,
      {
        name: "mypin-pure-react-router",
        apply: "build",
        applyToEnvironment: (environment) => environment.name === "client",
        transform: {
          filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]/ },
          handler: pureReactRouter,
        },
      },
      {
        name: "mypin-spa-headers",
        // One _headers at the site's root holds every language's rules.
        applyToEnvironment: (environment) => root && environment.name === "client",
        generateBundle() {
          this.emitFile({ type: "asset", fileName: "_headers", source: spaHeaders() });
        },
      },
    ],
    resolve: { alias: command === "build" ? [ROUTER_PRODUCTION] : [] },
    define: {
      "import.meta.env.PUBLIC_ORIGIN": JSON.stringify(origin),
      "import.meta.env.BUILD_YEAR": JSON.stringify(new Date().getUTCFullYear()),
      "import.meta.env.LOCALE": JSON.stringify(locale),
    },
    build: {
      outDir: root ? "dist/client" : `dist/client/${variant}`,
      emptyOutDir: true,
      // public/ is served from the root, once.
      copyPublicDir: root,
      // Every browser MyPin supports preloads modules itself, so the polyfill would only add weight;
      // a screen's preloads name only what is not loaded already (tools/preload-dependencies.ts).
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      // The libraries every page runs travel as one chunk: one request and one compression stream
      // before the first paint instead of several small ones, and a file that stays cached while
      // only the app's own code changes between releases.
      rolldownOptions: {
        output: {
          advancedChunks: {
            groups: [
              { name: "framework", test: FRAMEWORK },
              { name: "core", test: CORE },
            ],
          },
          // Files are named by their hash alone: the first paint carries the name of every chunk a
          // page may preload, and the readable prefixes cost about 400 bytes gzip of that budget.
          chunkFileNames: "assets/[hash:8].js",
          entryFileNames: "assets/[hash:8].js",
        },
      },
    },
    environments: {
      ssr: {
        build: {
          outDir: prerenderDir(variant),
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { input: { prerender: "app/prerender.tsx" }, output: { entryFileNames: "[name].js" } },
        },
      },
    },
    builder: {
      async buildApp(builder) {
        const { ssr, client } = builder.environments;
        if (ssr === undefined || client === undefined) throw new Error("Vite made no ssr or client environment");
        await builder.build(ssr);
        await builder.build(client);
      },
    },
    server: { proxy: { "/api": "http://localhost:8787", "/tiles": "http://localhost:8787" } },
  };
});
