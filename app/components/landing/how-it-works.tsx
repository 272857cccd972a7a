import { landing, landingPage } from "../../../domain/messages/landing";
import { StepCards } from "../ui/step-cards";

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mt-12">
      <h2 id="how-it-works" className="text-2xl font-bold tracking-tight">
        {landing.howItWorks}
      </h2>
      <StepCards steps={landingPage.howItWorksSteps} />
    </section>
  );
}
