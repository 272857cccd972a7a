import type { ReactNode } from "react";
import { API_KEYS_PATH } from "../../domain/links";
import { DEFAULT_LOCALE } from "../../domain/locales";
import { developersPage as text } from "../../domain/messages/developers";
import { ApiReference } from "../components/developers/api-reference";
import { QuickStart } from "../components/developers/quick-start";
import { PageShell } from "../components/layout/page-shell";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { LOCALE } from "../locale";

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

// /developers: how to start with the public API in five minutes, and its reference, rendered from
// the document the API serves (docs/decisions/046). A public page, built as HTML in every language.
export default function DevelopersPage() {
  return (
    <PageShell title={text.title}>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{text.intro}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={API_KEYS_PATH} className={buttonClass("primary")}>
          {text.getKey}
        </Link>
        <a href="/v1/openapi.json" className={buttonClass("secondary")}>
          {text.document}
        </a>
      </div>
      <Section id="developers-start" heading={text.quickStartHeading}>
        <QuickStart origin={import.meta.env.PUBLIC_ORIGIN} />
      </Section>
      <Section id="developers-limits" heading={text.limitsHeading}>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{text.limits}</p>
      </Section>
      <Section id="developers-embed" heading={text.embedHeading}>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{text.embed}</p>
      </Section>
      <Section id="developers-reference" heading={text.referenceHeading}>
        {LOCALE !== DEFAULT_LOCALE && <p className="mt-3 text-slate-600">{text.referenceNote}</p>}
        <ApiReference />
      </Section>
    </PageShell>
  );
}
