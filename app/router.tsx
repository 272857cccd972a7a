import type { ReactNode } from "react";
import { Route, Routes, useLocation } from "react-router";
import type { TAppPath } from "../domain/app-paths";
import { BILLING_PATH } from "../domain/links";
import { AppLayout } from "./components/layout/app-layout";
import { pagePath } from "./locale";
import HomePage from "./pages/home";
import { pages } from "./pages/lazy-pages";
import { CHANGE_PASSWORD_PATH } from "./paths";

// Every path of the two specs and what it shows, in one table keyed by domain/app-paths.ts, which
// the worker reads to answer any other path 404 (see docs/decisions for why the declarative
// router). "/" is the landing, and its query picks the screen (pages/home.tsx).
const SCREENS = {
  "/renters": <pages.themedLanding theme="renters" />,
  "/car-reg": <pages.themedLanding theme="carReg" />,
  "/wedding": <pages.themedLanding theme="wedding" />,
  "/business": <pages.themedLanding theme="business" />,
  "/landing": <pages.availability />,
  "/landing2": <pages.reservation />,
  "/cta1": <pages.cta />,
  "/qr-example": <pages.qrExample />,
  "/share/:mypin": <pages.share />,
  "/share-mypins": <pages.shareMyPins />,
  // A transfer's offer is the owner's area: the manage page's code shows it (pages/manage.tsx).
  "/transfer/:id": <pages.manage />,
  "/pricing": <pages.pricing />,
  "/about": <pages.about />,
  "/payment-success": <pages.paymentSuccess />,
  "/payment-cancelled": <pages.paymentCancelled />,
  "/verify-email": <pages.verifyEmail />,
  "/reset-password": <pages.resetPassword />,
  [CHANGE_PASSWORD_PATH]: <pages.changePassword />,
  [BILLING_PATH]: <pages.billing />,
  "/account/api-keys": <pages.apiKeys />,
  "/contact": <pages.contact />,
  "/developers": <pages.developers />,
  "/terms": <pages.legal name="terms" />,
  "/privacy": <pages.legal name="privacy" />,
  "/cookies": <pages.legal name="cookies" />,
  "/cookie-settings": <pages.cookieSettings />,
  "/dashboard": <pages.dashboard />,
  "/dashboard/analytics": <pages.analytics />,
} satisfies Record<Exclude<TAppPath, "/">, ReactNode>;

// Declarative routes, not a data router: nothing here uses loaders or actions, and the data router
// would add about 17 KB gzip to the budgeted first paint (docs/decisions/010).
// A page is matched without its language's prefix: /de/pricing is the pricing page.
export function AppRoutes() {
  const location = useLocation();
  return (
    <Routes location={{ ...location, pathname: pagePath(location.pathname) }}>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {Object.entries(SCREENS).map(([path, element]) => (
          <Route key={path} path={path.slice(1)} element={element} />
        ))}
        <Route path="*" element={<pages.notFound />} />
      </Route>
    </Routes>
  );
}
