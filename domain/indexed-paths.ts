// The public pages search engines index, by path: each language has them under its prefix
// (domain/locale-paths.ts). Kept apart from their titles (domain/page-meta.ts), so the app's links,
// which ask only whether a path is one, load no page's words.
export const INDEXED_PATHS = [
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
] as const;

export type TIndexedPath = (typeof INDEXED_PATHS)[number];

export function isIndexedPath(path: string): path is TIndexedPath {
  return (INDEXED_PATHS as readonly string[]).includes(path);
}
