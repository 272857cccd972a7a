import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { DEFAULT_TILE_URL } from "./tools/map-tiles.ts";
import { spaHeaders } from "./tools/spa-headers.ts";

// Vite builds only the SPA; wrangler bundles and serves the worker with these files as its assets.
export default defineConfig(({ mode }) => {
  const tileUrl = loadEnv(mode, process.cwd(), "VITE_").VITE_MAP_TILE_URL || DEFAULT_TILE_URL;
  return {
    plugins: [
      react(),
      tailwindcss(),
      {
        name: "mypin-spa-headers",
        generateBundle() {
          this.emitFile({ type: "asset", fileName: "_headers", source: spaHeaders(tileUrl) });
        },
      },
    ],
    define: { "import.meta.env.VITE_MAP_TILE_URL": JSON.stringify(tileUrl) },
    // Every browser MyPin supports preloads modules itself, so the polyfill would only add weight.
    build: { outDir: "dist/client", emptyOutDir: true, modulePreload: { polyfill: false } },
    server: { proxy: { "/api": "http://localhost:8787" } },
  };
});
