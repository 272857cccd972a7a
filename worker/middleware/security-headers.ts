import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

type TSecureHeaders = NonNullable<Parameters<typeof secureHeaders>[0]>;

// The API only ever answers JSON, so its documents may load nothing, be framed by nobody and use
// no browser feature. The SPA's own headers (which allow the map tiles and the visitor's location)
// are written to _headers at build time (tools/spa-headers.ts).
const JSON_ONLY = {
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  permissionsPolicy: { camera: [], geolocation: [], microphone: [], payment: [], usb: [] },
} satisfies TSecureHeaders;

export const apiSecurityHeaders = secureHeaders({ ...JSON_ONLY, crossOriginResourcePolicy: "same-origin" });

// The public API's answers are read by other websites' scripts (CORS), so other origins may load them.
export const publicApiSecurityHeaders = secureHeaders({ ...JSON_ONLY, crossOriginResourcePolicy: "cross-origin" });

// Any answer may carry a session (a refreshed cookie, a user's pins, a 401 that says who is signed
// out), so none is stored by a browser or a proxy unless its route chose a policy of its own, as
// the signed QR image does.
export const noStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});

// What a /v1 answer depends on besides its address: the language it is written in (the language
// cookie, else Accept-Language), the key that called (its allowance, its refusal) and the website a
// browser key is used from. Named on every answer, refusals and 304s included, so a cache that
// kept one for one reader never serves it to another.
const PUBLIC_API_VARY = "Accept-Language, Cookie, Origin, Authorization, X-Api-Key";

export const publicApiVary = createMiddleware(async (c, next) => {
  c.header("Vary", PUBLIC_API_VARY);
  await next();
});
