import { localeBase } from "../domain/locale-paths.ts";
import { LOCALES } from "../domain/locales.ts";

// The pages ask for the visitor's location (a start point for directions) and nothing else a
// browser guards.
const PERMISSIONS_POLICY = "camera=(), geolocation=(self), microphone=(), payment=(), usb=()";

const IMMUTABLE = "public, max-age=31536000, immutable";

// Static assets are served without running the worker, so their headers come from _headers, one
// file at the site's root for every language's build.
// Map tiles come from our own worker (/tiles), so images, like everything else, are same-origin.
export function spaHeaders() {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return [
    "/*",
    `  Content-Security-Policy: ${csp}`,
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    // Vite names every file under /assets by the hash of its content, so a name never changes
    // meaning: browsers keep them a year without asking again. Pages and the other files keep the
    // default, revalidated on every visit, since their names stay while their content changes.
    ...LOCALES.flatMap((locale) => [`${localeBase(locale)}assets/*`, `  Cache-Control: ${IMMUTABLE}`]),
    "",
  ].join("\n");
}
