import { BILLING_PATH } from "./links.ts";
import { withoutLocale } from "./locale-paths.ts";

// Every path the app's router shows a screen at (app/router.tsx, whose table is typed by this
// list), without a language's prefix; "/" is the landing, whose query picks its screen. A
// ":name" segment is any one segment, as react-router matches it. The worker answers every other
// page path 404 with the not-found page (worker/services/site/serve-page.ts), so a mistyped address
// or a dead link says so to browsers and crawlers as well as to the visitor.
export const APP_PATHS = [
  "/",
  "/renters",
  "/car-reg",
  "/wedding",
  "/business",
  "/landing",
  "/landing2",
  "/cta1",
  "/qr-example",
  "/share/:mypin",
  "/share-mypins",
  "/transfer/:id",
  "/pricing",
  "/about",
  "/payment-success",
  "/payment-cancelled",
  "/verify-email",
  "/reset-password",
  "/account/password",
  BILLING_PATH,
  "/account/api-keys",
  "/contact",
  "/developers",
  "/terms",
  "/privacy",
  "/cookies",
  "/cookie-settings",
  "/dashboard",
  "/dashboard/analytics",
] as const;

export type TAppPath = (typeof APP_PATHS)[number];

const segmentsOf = (path: string) => (path === "/" ? [] : path.slice(1).split("/"));

const PATTERNS = APP_PATHS.map(segmentsOf);

// Whether a page path (with or without a language's prefix) is one of the app's screens. Like the
// router, it ignores case and a trailing slash.
export function isAppPath(pathname: string): boolean {
  const segments = segmentsOf(
    withoutLocale(pathname)
      .replace(/(.)\/$/, "$1")
      .toLowerCase(),
  );
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index])),
  );
}
