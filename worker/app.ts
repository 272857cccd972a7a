import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { localeOfPath } from "../domain/locale-paths";
import type { THonoEnv } from "./env";
import { AppError, answerError, errorBody } from "./errors";
import { canonicalHost } from "./middleware/canonical-host";
import { withDependencies } from "./middleware/dependencies";
import { embedSecurityHeaders } from "./middleware/embed-headers";
import { requestLanguage, requestLocale } from "./middleware/language";
import { pageCookieBanner } from "./middleware/page-cookie-banner";
import { requireConfig } from "./middleware/require-config";
import { sameOrigin } from "./middleware/same-origin";
import { apiSecurityHeaders, noStore, publicApiSecurityHeaders, publicApiVary } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { PUBLIC_API_CONVENTIONS } from "./openapi/public-conventions";
import { adminAnalyticsRoutes } from "./routes/admin-analytics";
import { adminContactRoutes } from "./routes/admin-contact";
import { adminDashboardRoutes } from "./routes/admin-dashboard";
import { adminPinRoutes } from "./routes/admin-pins";
import { adminStripeRoutes } from "./routes/admin-stripe";
import { apiKeyRoutes } from "./routes/api-keys";
import { billingPortalRoutes } from "./routes/billing-portal";
import { checkoutRoutes } from "./routes/checkout";
import { contactRoutes } from "./routes/contact";
import { devD1MeterRoutes } from "./routes/dev-d1-meter";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { directionsRoutes } from "./routes/directions";
import { embedRoutes } from "./routes/embed";
import { eventRoutes } from "./routes/events";
import { geoRoutes } from "./routes/geo";
import { geocodeRoutes } from "./routes/geocode";
import { healthRoutes } from "./routes/health";
import { helpDeskRoutes } from "./routes/helpdesk";
import { mapTileRoutes } from "./routes/map-tiles";
import { meRoutes } from "./routes/me";
import { myPinRoutes } from "./routes/my-pins";
import { nameRoutes } from "./routes/names";
import { openApiRoutes } from "./routes/openapi";
import { pageRoutes } from "./routes/pages";
import { passwordResetRoutes } from "./routes/password-reset";
import { pinRoutes, topPinRoutes } from "./routes/pins";
import { promoCodeRoutes } from "./routes/promo-codes";
import { publicApiRoutes } from "./routes/public-api";
import { qrCodeRoutes } from "./routes/qr-codes";
import { signInRoutes } from "./routes/sign-in";
import { signUpRoutes, verifyEmailRoutes } from "./routes/sign-up";
import { incomingTransferRoutes, ownTransferRoutes, staffTransferRoutes, transferRoutes } from "./routes/transfers";
import { webhookRoutes } from "./routes/webhooks";
import { servePage } from "./services/site/serve-page";

const api = new Hono<THonoEnv>()
  .route("/health", healthRoutes)
  .route("/pins", pinRoutes)
  .route("/top-pins", topPinRoutes)
  .route("/names", nameRoutes)
  .route("/auth/sign-up", signUpRoutes)
  .route("/auth/verify-email", verifyEmailRoutes)
  .route("/auth", signInRoutes)
  .route("/auth/password-reset", passwordResetRoutes)
  .route("/me", meRoutes)
  .route("/me/pins", myPinRoutes)
  .route("/me/pins", ownTransferRoutes)
  .route("/me/transfers", incomingTransferRoutes)
  .route("/me/api-keys", apiKeyRoutes)
  .route("/transfers", transferRoutes)
  .route("/promo-codes", promoCodeRoutes)
  .route("/checkout", checkoutRoutes)
  .route("/billing-portal", billingPortalRoutes)
  .route("/geo", geoRoutes)
  .route("/geocode", geocodeRoutes)
  .route("/qr-codes", qrCodeRoutes)
  .route("/directions", directionsRoutes)
  .route("/webhooks", webhookRoutes)
  .route("/events", eventRoutes)
  .route("/helpdesk", helpDeskRoutes)
  .route("/helpdesk/transfers", staffTransferRoutes)
  .route("/admin/pins", adminPinRoutes)
  .route("/admin", adminDashboardRoutes)
  .route("/admin/analytics", adminAnalyticsRoutes)
  .route("/admin/stripe-connection", adminStripeRoutes)
  .route("/contact", contactRoutes)
  .route("/admin/contact-messages", adminContactRoutes);

const PUBLIC_API = { title: "MyPin public API", description: PUBLIC_API_CONVENTIONS, server: "/" };

// Any website may call the public API from its pages; a key, never a cookie, says who calls.
const publicApiCors = cors({
  origin: "*",
  allowMethods: ["GET"],
  allowHeaders: ["Authorization", "X-Api-Key", "If-None-Match"],
  exposeHeaders: ["RateLimit-Policy", "RateLimit", "Retry-After", "ETag"],
  maxAge: 86_400,
});

// No request the app or Stripe sends comes near this; a larger one is refused before it is read.
export const MAX_BODY_BYTES = 1024 * 1024;

export const app = new Hono<THonoEnv>()
  .use("/api/*", apiSecurityHeaders, noStore)
  .use("/dev/*", apiSecurityHeaders, noStore)
  .use("/v1/*", publicApiSecurityHeaders, noStore, publicApiCors, publicApiVary)
  // Images the maps ask for by the dozen: outside /api, so no tile reads or refreshes a session.
  .use("/tiles/*", apiSecurityHeaders)
  // Cards other sites frame: no session, no cookie banner, and a policy of their own.
  .use("/embed/*", embedSecurityHeaders)
  .use("*", requestLanguage, withDependencies, canonicalHost)
  .use("*", pageCookieBanner)
  .use("/api/*", bodyLimit({ maxSize: MAX_BODY_BYTES }), requireConfig, sameOrigin, session)
  .use("/dev/*", requireConfig)
  .use("/v1/*", requireConfig)
  .route("/api", api)
  .route("/api", openApiRoutes(api, "/api"))
  .route("/v1", publicApiRoutes)
  .route("/v1", openApiRoutes(publicApiRoutes, "/v1", PUBLIC_API))
  .route("/tiles", mapTileRoutes)
  .route("/embed", embedRoutes)
  .route("/dev", devMailboxRoutes)
  .route("/dev", devD1MeterRoutes)
  .route("/", pageRoutes)
  // Past the API, any other path is a page: its file, or the SPA's shell, whose router decides.
  .notFound((c) =>
    isServerPath(c.req.path)
      ? c.json(errorBody(new AppError("NOT_FOUND"), requestLocale(c)), 404)
      : servePage(c.env, c.req.raw, localeOfPath(c.req.path) ?? requestLocale(c)),
  )
  .onError(answerError);

export type AppType = typeof app;

function isServerPath(path: string): boolean {
  return ["/api", "/v1", "/dev", "/tiles", "/embed"].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
