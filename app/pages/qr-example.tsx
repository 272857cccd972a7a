import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { shareLink } from "../../domain/links";
import { formatGuide } from "../../domain/messages/names";
import { qrExample } from "../../domain/messages/share";
import { normalizeName } from "../../domain/names";
import { nameFontSize, QR_HOLDER } from "../../domain/qr-holder";
import { exampleQrQuery } from "../api/qr";
import { PageShell } from "../components/layout/page-shell";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { localeFile } from "../locale";

const EXAMPLE_PIN = normalizeName(formatGuide.premium.examples[1]);

// The card's geometry as shares of its size, so the overlay scales with the image.
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
const { width, height, qrBox, nameBand } = QR_HOLDER;
const QR_STYLE: CSSProperties = {
  left: percent(qrBox.x, width),
  top: percent(qrBox.y, height),
  width: percent(qrBox.size, width),
};
const NAME_STYLE: CSSProperties = {
  top: percent(nameBand.top, height),
  height: percent(nameBand.bottom - nameBand.top, height),
  fontSize: `${(nameFontSize(width) / width) * 100}cqw`,
};

// /qr-example: the printable holder as an owner downloads it, here with an
// example MyPin's name and a QR code for its link drawn where the app draws them.
export default function QrExamplePage() {
  const link = shareLink(EXAMPLE_PIN, import.meta.env.PUBLIC_ORIGIN);
  const qr = useQuery(exampleQrQuery(link));

  return (
    <PageShell title={qrExample.title}>
      <div className="mt-6 flex flex-col items-center gap-8 desktop:flex-row desktop:items-start">
        <figure className="@container relative w-full max-w-sm shrink-0 drop-shadow-xl">
          <img
            src={localeFile(QR_HOLDER.file)}
            alt={qrExample.imageAlt(EXAMPLE_PIN)}
            width={width}
            height={height}
            className="h-auto w-full"
          />
          <p
            aria-hidden="true"
            style={NAME_STYLE}
            className="absolute inset-x-0 flex items-center justify-center px-[6%] text-center font-bold leading-none text-brand-800"
          >
            {EXAMPLE_PIN}
          </p>
          {qr.data !== undefined && <img src={qr.data} alt="" style={QR_STYLE} className="absolute aspect-square" />}
        </figure>
        <div className="space-y-4 text-lg text-slate-700">
          <p>{qrExample.intro}</p>
          <p>
            {qrExample.encodes}
            <span translate="no" className="mt-1 block break-all font-mono text-sm text-slate-600">
              {link}
            </span>
          </p>
          <Link to="/share-mypins" className={buttonClass("secondary")}>
            {qrExample.guideLink}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
