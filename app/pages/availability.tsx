import { useId } from "react";
import { availabilityPage, formatGuide, landingPage, pageTitles } from "../../domain/messages";
import { TIER_ORDER, tierLabel } from "../../domain/names";
import { AvailabilityForm } from "../components/availability-form";
import { PageShell } from "../components/page-shell";
import { TierExamples } from "../components/tier-examples";

export default function AvailabilityPage() {
  const formatsHeadingId = useId();
  return (
    <PageShell title={pageTitles.availability}>
      <p className="mt-3 max-w-2xl text-slate-600">{availabilityPage.intro}</p>
      <div className="mt-8 grid gap-6 desktop:grid-cols-[3fr_2fr] desktop:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6">
          <AvailabilityForm />
        </div>
        <section aria-labelledby={formatsHeadingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6">
          <h2 id={formatsHeadingId} className="text-lg font-bold">
            {landingPage.formatHelpHeading}
          </h2>
          <dl className="mt-3 space-y-3">
            {TIER_ORDER.map((tier) => (
              <div key={tier}>
                <dt className="font-semibold">{tierLabel(tier)}</dt>
                <dd className="text-sm text-slate-700">
                  {formatGuide[tier].help}
                  <TierExamples tier={tier} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </PageShell>
  );
}
