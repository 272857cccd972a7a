import { aboutPage } from "../../domain/messages/public-site";
import { PageShell } from "../components/layout/page-shell";

export default function AboutPage() {
  return (
    <PageShell title={aboutPage.title}>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
        {aboutPage.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </PageShell>
  );
}
