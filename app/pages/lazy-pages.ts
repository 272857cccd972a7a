import { lazyWithPreload } from "../lazy-with-preload";

// Every screen but the landing and a search result (the first paint of / and /?pin=) loads on
// demand, each declared once here; the route table and the picker of / render them.
export const pages = {
  about: lazyWithPreload(() => import("./about")),
  analytics: lazyWithPreload(() => import("./analytics")),
  apiKeys: lazyWithPreload(() => import("./api-keys")),
  auth: lazyWithPreload(() => import("./auth")),
  availability: lazyWithPreload(() => import("./availability")),
  billing: lazyWithPreload(() => import("./billing")),
  changePassword: lazyWithPreload(() => import("./change-password")),
  cookieSettings: lazyWithPreload(() => import("./cookie-settings")),
  contact: lazyWithPreload(() => import("./contact")),
  create: lazyWithPreload(() => import("./create")),
  cta: lazyWithPreload(() => import("./cta")),
  dashboard: lazyWithPreload(() => import("./dashboard")),
  developers: lazyWithPreload(() => import("./developers")),
  legal: lazyWithPreload(() => import("./legal")),
  manage: lazyWithPreload(() => import("./manage")),
  notFound: lazyWithPreload(() => import("./not-found")),
  paymentCancelled: lazyWithPreload(() => import("./payment-cancelled")),
  paymentSuccess: lazyWithPreload(() => import("./payment-success")),
  pricing: lazyWithPreload(() => import("./pricing")),
  qrExample: lazyWithPreload(() => import("./qr-example")),
  reservation: lazyWithPreload(() => import("./reservation")),
  resetPassword: lazyWithPreload(() => import("./reset-password")),
  share: lazyWithPreload(() => import("./share")),
  shareMyPins: lazyWithPreload(() => import("./share-mypins")),
  themedLanding: lazyWithPreload(() => import("./themed-landing")),
  verifyEmail: lazyWithPreload(() => import("./verify-email")),
};
