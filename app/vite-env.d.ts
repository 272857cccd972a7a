/// <reference types="vite/client" />

interface ImportMetaEnv {
  // The production origin canonical addresses name (tools/site-pages.ts), set by the build.
  readonly PUBLIC_ORIGIN: string;
  // The year the build ran in, which a page's HTML shows until it is hydrated (site-footer.tsx).
  readonly BUILD_YEAR: number;
  // The language of this build (tools/locale-build.ts).
  readonly LOCALE: import("../domain/locales").TLocale;
}

// A Markdown document imports as its first heading and the HTML the rest renders to, both made at
// build time (tools/site-pages.ts).
declare module "*.md" {
  const document: { title: string; html: string };
  export default document;
}
