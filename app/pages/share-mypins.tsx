import type { ReactNode } from "react";
import { shareLink } from "../../domain/links";
import { formatGuide } from "../../domain/messages/names";
import { shareGuide } from "../../domain/messages/share";
import { normalizeName } from "../../domain/names";
import { PageShell } from "../components/layout/page-shell";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { StepCards } from "../components/ui/step-cards";
import { pinPath } from "../paths";

// The format guide's own examples, which the demo data also creates, stand for any MyPin.
const EXAMPLE_PINS = [formatGuide.premium.examples[1], formatGuide.simple.examples[0]].map(normalizeName);

const DOWNLOADS = [
  { href: "/mypin-logo.svg", label: shareGuide.downloadLogo, previewClass: "h-12 w-auto" },
  { href: "/mypin-icon.svg", label: shareGuide.downloadIcon, previewClass: "size-12" },
] as const;

// /share-mypins: how to share a MyPin, its direct link, its QR code, and
// the logo and icon to print beside it.
export default function ShareMyPinsPage() {
  const origin = import.meta.env.PUBLIC_ORIGIN;
  return (
    <PageShell title={shareGuide.title}>
      <p className="mt-3 text-lg text-slate-600">{shareGuide.intro}</p>

      <GuideSection id="share-ways" title={shareGuide.waysTitle}>
        <StepCards steps={shareGuide.ways} />
      </GuideSection>

      <GuideSection id="share-links" title={shareGuide.linksTitle}>
        <p className="mt-3 text-slate-700">{shareGuide.linksBody}</p>
        <p className="mt-2 overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800">
          {shareGuide.linkForm(origin)}
        </p>
        <p className="mt-4 text-slate-700">{shareGuide.linksExamples}</p>
        <ul className="mt-2 space-y-2">
          {EXAMPLE_PINS.map((name) => (
            <li key={name}>
              <Link
                to={pinPath(name)}
                translate="no"
                className="break-all font-mono text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {shareLink(name, origin)}
              </Link>
            </li>
          ))}
        </ul>
      </GuideSection>

      <GuideSection id="share-qr" title={shareGuide.qrTitle}>
        <div className="mt-3 space-y-3 text-slate-700">
          {shareGuide.qrBody.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Link to="/qr-example" className={`${buttonClass("secondary")} mt-4`}>
          {shareGuide.qrExampleLink}
        </Link>
      </GuideSection>

      <GuideSection id="share-downloads" title={shareGuide.downloadsTitle}>
        <p className="mt-3 text-slate-700">{shareGuide.downloadsBody}</p>
        <ul className="mt-4 grid gap-4 desktop:grid-cols-2">
          {DOWNLOADS.map((download) => (
            <li
              key={download.href}
              className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <img src={download.href} alt="" className={download.previewClass} />
              <a href={download.href} download className={buttonClass("primary")}>
                {download.label}
              </a>
            </li>
          ))}
        </ul>
      </GuideSection>
    </PageShell>
  );
}

function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
