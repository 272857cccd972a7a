import { useId } from "react";
import { landingPage } from "../../domain/messages/landing";
import { availabilityPage } from "../../domain/messages/purchase";
import { AvailabilityForm } from "../components/create/availability-form";
import { TierGuide } from "../components/create/tier-guide";
import { HowItWorks } from "../components/landing/how-it-works";
import { Occasions } from "../components/landing/occasions";
import { PageShell } from "../components/layout/page-shell";

export default function AvailabilityPage() {
  const formatsHeadingId = useId();
  return (
    <PageShell title={availabilityPage.title}>
      <p className="mt-3 max-w-2xl text-slate-600">{availabilityPage.intro}</p>
      <div className="mt-8 grid gap-6 desktop:grid-cols-[3fr_2fr] desktop:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6">
          <AvailabilityForm />
        </div>
        <section
          aria-labelledby={formatsHeadingId}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6"
        >
          <h2 id={formatsHeadingId} className="text-lg font-bold">
            {landingPage.formatHelpHeading}
          </h2>
          <div className="mt-3">
            <TierGuide />
          </div>
        </section>
      </div>
      <HowItWorks />
      <Occasions />
    </PageShell>
  );
}
