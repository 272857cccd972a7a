import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { markdownAsHtml, publicOrigin, sitePages } from "./tools/site-pages.ts";
import { spaHeaders } from "./tools/spa-headers.ts";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|hono)[\\/]/;

// Vite builds only the SPA; wrangler bundles and serves the worker with these files as its assets.
export default defineConfig(() => {
  const origin = publicOrigin();
  return {
    plugins: [
      react(),
      tailwindcss(),
      markdownAsHtml(),
      sitePages(origin),
      {
        name: "mypin-spa-headers",
        generateBundle() {
          this.emitFile({ type: "asset", fileName: "_headers", source: spaHeaders() });
        },
      },
    ],
    define: { "import.meta.env.PUBLIC_ORIGIN": JSON.stringify(origin) },
    build: {
      outDir: "dist/client",
      emptyOutDir: true,
      // Every browser MyPin supports preloads modules itself, so the polyfill would only add weight.
      modulePreload: { polyfill: false },
      // The libraries every page runs travel as one chunk: one request and one compression stream
      // before the first paint instead of several small ones, and a file that stays cached while
      // only the app's own code changes between releases.
      rolldownOptions: {
        output: {
          advancedChunks: { groups: [{ name: "framework", test: FRAMEWORK }] },
          // Files are named by their hash alone: the first paint carries the name of every chunk a
          // page may preload, and the readable prefixes cost about 400 bytes gzip of DESIGN
          // section 11's budget.
          chunkFileNames: "assets/[hash:8].js",
          entryFileNames: "assets/[hash:8].js",
        },
      },
    },
    server: { proxy: { "/api": "http://localhost:8787", "/tiles": "http://localhost:8787" } },
  };
});
