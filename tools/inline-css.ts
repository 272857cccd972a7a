import type { Plugin } from "vite";

// A stylesheet link blocks the first paint until a second round trip brings the file (Lighthouse's
// "render-blocking resources" on a phone). The app's one stylesheet is small, about 8 KB gzip, so
// it travels inside each page instead; the CSP allows inline styles. Lazy chunks keep their own
// files (the map's), loaded when they are. Every language's build inlines its own (its files are
// under its prefix, /de/assets/).
export function inlineCss(): Plugin {
  return {
    name: "mypin-inline-css",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(?:[\w-]+\/)?(assets\/[^"]+\.css)"[^>]*>/g,
          (_tag, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== "asset")
              throw new Error(`${file}, linked from ${context.filename}, is not in the bundle`);
            return `<style>${String(asset.source).replaceAll("</style", "<\\/style")}</style>`;
          },
        );
      },
    },
  };
}
