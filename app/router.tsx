import { lazy } from "react";
import { Route, Routes } from "react-router";
import { contact, ctaPage, legalPages } from "../domain/messages/public-site";
import { admin } from "../domain/messages/staff";
import { AppLayout } from "./components/app-layout";
import { PageShell } from "./components/page-shell";
import { PageSuspense } from "./components/spinner";
import AboutPage from "./pages/about";
import { ResetPasswordPage, VerifyEmailPage } from "./pages/account-pages";
import { AvailabilityPage, ReservationPage } from "./pages/availability-pages";
import HomePage from "./pages/home";
import NotFoundPage from "./pages/not-found";
import PricingPage from "./pages/pricing";
import ThemedLandingPage from "./pages/themed-landing";

// The payment return pages are reached only from the checkout page, so they load on demand.
const PaymentSuccessPage = lazy(() => import("./pages/payment-success"));
const PaymentCancelledPage = lazy(() => import("./pages/payment-cancelled"));
// The sharing pages are reached from a shared link or the menu, never on the landing's first paint.
const SharePage = lazy(() => import("./pages/share"));
const ShareMyPinsPage = lazy(() => import("./pages/share-mypins"));
const QrExamplePage = lazy(() => import("./pages/qr-example"));

// Screens whose behaviour belongs to later issues render their title alone, so every route of the
// two specs resolves and none of them pretends to work.
const titleOnly = (title: string) => <PageShell title={title} />;

// Declarative routes, not a data router: nothing here uses loaders or actions, and the data router
// would add about 17 KB gzip to the bundle DESIGN section 11 caps at 120 KB.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="renters" element={<ThemedLandingPage theme="renters" />} />
        <Route path="car-reg" element={<ThemedLandingPage theme="carReg" />} />
        <Route path="wedding" element={<ThemedLandingPage theme="wedding" />} />
        <Route path="business" element={<ThemedLandingPage theme="business" />} />
        <Route
          path="landing"
          element={
            <PageSuspense>
              <AvailabilityPage />
            </PageSuspense>
          }
        />
        <Route
          path="landing2"
          element={
            <PageSuspense>
              <ReservationPage />
            </PageSuspense>
          }
        />
        <Route path="cta1" element={titleOnly(ctaPage.title)} />
        <Route
          path="qr-example"
          element={
            <PageSuspense>
              <QrExamplePage />
            </PageSuspense>
          }
        />
        <Route
          path="share/:mypin"
          element={
            <PageSuspense>
              <SharePage />
            </PageSuspense>
          }
        />
        <Route
          path="share-mypins"
          element={
            <PageSuspense>
              <ShareMyPinsPage />
            </PageSuspense>
          }
        />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route
          path="payment-success"
          element={
            <PageSuspense>
              <PaymentSuccessPage />
            </PageSuspense>
          }
        />
        <Route
          path="payment-cancelled"
          element={
            <PageSuspense>
              <PaymentCancelledPage />
            </PageSuspense>
          }
        />
        <Route
          path="verify-email"
          element={
            <PageSuspense>
              <VerifyEmailPage />
            </PageSuspense>
          }
        />
        <Route
          path="reset-password"
          element={
            <PageSuspense>
              <ResetPasswordPage />
            </PageSuspense>
          }
        />
        <Route path="contact" element={titleOnly(contact.title)} />
        <Route path="terms" element={titleOnly(legalPages.terms)} />
        <Route path="privacy" element={titleOnly(legalPages.privacy)} />
        <Route path="cookies" element={titleOnly(legalPages.cookies)} />
        <Route path="cookie-settings" element={titleOnly(legalPages.cookieSettings)} />
        <Route path="dashboard" element={titleOnly(admin.dashboardTitle)} />
        <Route path="dashboard/analytics" element={titleOnly(admin.analyticsTitle)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
