import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { loadFailure } from "../../../domain/messages/site";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";
import { LOCALE } from "../../locale";
import { ConsentGate } from "../consent/consent-gate";
import { LoadFailure } from "../ui/load-failure";
import { LoadFailureBoundary } from "../ui/load-failure-boundary";
import { PageSpinner } from "../ui/spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Only English's pages offer another language; its code loads once the page is hydrated.
const LanguageOffer = lazyWithPreload(() => import("./language-offer"));

export function AppLayout() {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const arrived = useRef(false);

  // A new page starts at its top; the declarative router has no ScrollRestoration of its own. The
  // page the visitor arrived on stays where they may have scrolled it while its script loaded. Its
  // head follows, from a table loaded on demand: the first paint has the served page's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is to run on every new path
  useEffect(() => {
    if (arrived.current) window.scrollTo(0, 0);
    arrived.current = true;
    import("../../document-meta").then((meta) => meta.default());
  }, [pathname]);

  // The cookie banner comes after the page's full-height column, so on a page shorter than the
  // screen it adds room below the footer instead of pushing the footer up.
  return (
    <>
      <div className="flex min-h-dvh flex-col overflow-x-clip">
        <SiteHeader />
        <main className="flex-1">
          {/* The one boundary every page loaded on demand waits in (app/lazy-with-preload.ts). While
              it waits, it fills the screen, so the footer starts below the fold rather than showing
              and then jumping down when the page arrives (Lighthouse's layout shift). */}
          {/* A page that fails (its code could not load, most often) takes only its own place: the
              header and footer stay, and another address gives the next page its own try. */}
          <LoadFailureBoundary
            resetKey={`${pathname}${search}`}
            fallback={
              <div className="py-16">
                <LoadFailure title={loadFailure.page} />
              </div>
            }
          >
            <Suspense
              fallback={
                <div className="min-h-dvh">
                  <PageSpinner />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </LoadFailureBoundary>
        </main>
        <SiteFooter />
      </div>
      <ConsentGate />
      {LOCALE === "en" && hydrated ? (
        <Suspense fallback={null}>
          <LanguageOffer />
        </Suspense>
      ) : null}
    </>
  );
}
