import { lazy, Suspense } from "react";
import { formatGuide } from "../../domain/messages/names";
import { pricingPage } from "../../domain/messages/public-site";
import { TIER_ORDER } from "../../domain/names";
import { CURRENCIES, formatPrice, priceFor, TIER_HINT } from "../../domain/prices";
import { isSystemAdmin } from "../../domain/staff";
import { TierExamples } from "../components/create/tier-examples";
import { PageShell } from "../components/layout/page-shell";
import { useSession } from "../hooks/use-session";

// Only system administrators load the development tools' code (core-flow section 2). React's own
// lazy, not lazyWithPreload: nothing preloads the tools, and importing that helper from this page
// made the bundler move the site's texts out of the first-paint chunk (about 200 bytes gzip more).
const DevTools = lazy(() => import("../components/staff/dev-tools"));

export default function PricingPage() {
  const { user } = useSession();
  return (
    <PageShell title={pricingPage.title}>
      <p className="mt-3 text-slate-600">{pricingPage.intro}</p>
      <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{pricingPage.title}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                {pricingPage.tier}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {pricingPage.format}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                {pricingPage.perYearHeading}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {TIER_ORDER.map((tier) => (
              <tr key={tier} className="align-top">
                <th scope="row" className="px-3 py-4 font-semibold text-slate-900">
                  {formatGuide[tier].name}
                  <span className="block text-xs font-normal text-brand-700">{TIER_HINT[tier]}</span>
                </th>
                <td className="px-3 py-4 text-slate-700">
                  {formatGuide[tier].help}
                  <TierExamples tier={tier} />
                </td>
                <td className="px-3 py-4">
                  <dl className="space-y-1 text-right">
                    {CURRENCIES.map((currency) => (
                      <div key={currency} className="flex justify-end gap-2 whitespace-nowrap">
                        <dt className="text-xs leading-5 text-slate-500">{pricingPage.currencies[currency]}</dt>
                        <dd className="font-semibold tabular-nums">
                          {formatPrice(priceFor(tier, currency), currency)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-slate-600">{pricingPage.annualNote}</p>
      {isSystemAdmin(user) && (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      )}
    </PageShell>
  );
}
