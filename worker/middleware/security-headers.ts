import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

// The API only ever answers JSON, so its documents may load nothing, be framed by nobody and use
// no browser feature. The SPA's own headers (which allow the map tiles and the visitor's location)
// are written to _headers at build time (tools/spa-headers.ts).
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  crossOriginResourcePolicy: "same-origin",
  permissionsPolicy: {
    camera: [],
    geolocation: [],
    microphone: [],
    payment: [],
    usb: [],
  },
});

// The public API's answers are read by other websites' scripts (CORS), so other origins may load them.
export const publicApiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  crossOriginResourcePolicy: "cross-origin",
});

// Any answer may carry a session (a refreshed cookie, a user's pins, a 401 that says who is signed
// out), so none is stored by a browser or a proxy unless its route chose a policy of its own, as
// the signed QR image does.
export const noStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});
