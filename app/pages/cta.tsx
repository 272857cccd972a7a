import { ctaPage } from "../../domain/messages/marketing-pages";
import { PageShell } from "../components/layout/page-shell";
import { CheckAvailabilityLink } from "../components/marketing/themed-sections";
import { StepCards } from "../components/ui/step-cards";

// /cta1: the three steps and the way to /landing.
export default function CtaPage() {
  return (
    <PageShell title={ctaPage.title}>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{ctaPage.intro}</p>
      <StepCards steps={ctaPage.steps} />
      <div className="mt-8">
        <CheckAvailabilityLink />
      </div>
    </PageShell>
  );
}
