import type { ReactNode } from "react";
import { Route, Routes, useLocation } from "react-router";
import { BILLING_PATH } from "../domain/links";
import { AppLayout } from "./components/layout/app-layout";
import { pagePath } from "./locale";
import HomePage from "./pages/home";
import { pages } from "./pages/lazy-pages";
import { CHANGE_PASSWORD_PATH } from "./paths";

// Every path of the two specs and what it shows, in one table (see docs/decisions for why the
// declarative router). "/" is the landing, and its query picks the screen (pages/home.tsx).
const ROUTES: { path: string; element: ReactNode }[] = [
  { path: "renters", element: <pages.themedLanding theme="renters" /> },
  { path: "car-reg", element: <pages.themedLanding theme="carReg" /> },
  { path: "wedding", element: <pages.themedLanding theme="wedding" /> },
  { path: "business", element: <pages.themedLanding theme="business" /> },
  { path: "landing", element: <pages.availability /> },
  { path: "landing2", element: <pages.reservation /> },
  { path: "cta1", element: <pages.cta /> },
  { path: "qr-example", element: <pages.qrExample /> },
  { path: "share/:mypin", element: <pages.share /> },
  { path: "share-mypins", element: <pages.shareMyPins /> },
  // A transfer's offer is the owner's area: the manage page's code shows it (pages/manage.tsx).
  { path: "transfer/:id", element: <pages.manage /> },
  { path: "pricing", element: <pages.pricing /> },
  { path: "about", element: <pages.about /> },
  { path: "payment-success", element: <pages.paymentSuccess /> },
  { path: "payment-cancelled", element: <pages.paymentCancelled /> },
  { path: "verify-email", element: <pages.verifyEmail /> },
  { path: "reset-password", element: <pages.resetPassword /> },
  { path: CHANGE_PASSWORD_PATH.slice(1), element: <pages.changePassword /> },
  { path: BILLING_PATH.slice(1), element: <pages.billing /> },
  { path: "account/api-keys", element: <pages.apiKeys /> },
  { path: "contact", element: <pages.contact /> },
  { path: "developers", element: <pages.developers /> },
  { path: "terms", element: <pages.legal name="terms" /> },
  { path: "privacy", element: <pages.legal name="privacy" /> },
  { path: "cookies", element: <pages.legal name="cookies" /> },
  { path: "cookie-settings", element: <pages.cookieSettings /> },
  { path: "dashboard", element: <pages.dashboard /> },
  { path: "dashboard/analytics", element: <pages.analytics /> },
  { path: "*", element: <pages.notFound /> },
];

// Declarative routes, not a data router: nothing here uses loaders or actions, and the data router
// would add about 17 KB gzip to the budgeted first paint (docs/decisions/010).
// A page is matched without its language's prefix: /de/pricing is the pricing page.
export function AppRoutes() {
  const location = useLocation();
  return (
    <Routes location={{ ...location, pathname: pagePath(location.pathname) }}>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
