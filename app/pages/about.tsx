import type { ReactNode } from "react";
import { Link } from "react-router";
import { aboutPage, ctaPage } from "../../domain/messages/marketing-pages";
import { PageShell } from "../components/layout/page-shell";
import { StepCards } from "../components/ui/step-cards";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function AboutSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function AboutPage() {
  return (
    <PageShell title={aboutPage.title}>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{aboutPage.intro}</p>
      <AboutSection id="about-for-whom" heading={aboutPage.forWhomHeading}>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{aboutPage.forWhom}</p>
      </AboutSection>
      <AboutSection id="about-how" heading={aboutPage.howHeading}>
        <StepCards steps={ctaPage.steps} />
      </AboutSection>
      <AboutSection id="about-cost" heading={aboutPage.costHeading}>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          {aboutPage.cost}{" "}
          <Link to="/pricing" className={linkClass}>
            {aboutPage.pricingLink}
          </Link>
        </p>
      </AboutSection>
      <AboutSection id="about-policy" heading={aboutPage.policyHeading}>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{aboutPage.policy}</p>
      </AboutSection>
      <AboutSection id="about-contact" heading={aboutPage.contactHeading}>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          {aboutPage.contact}{" "}
          <Link to="/contact" className={linkClass}>
            {aboutPage.contactLink}
          </Link>
        </p>
      </AboutSection>
    </PageShell>
  );
}
