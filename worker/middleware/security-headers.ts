import { secureHeaders } from "hono/secure-headers";

// The API only ever answers JSON, so its documents may load nothing and be framed by nobody.
// The SPA's own policy (which allows the map tiles) is written to _headers at build time.
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  crossOriginResourcePolicy: "same-origin",
});
