// biome-ignore-all lint/a11y/useSemanticElements: one ARIA table is a grid of rows on a desktop and a list of cards on a phone, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers of a read-only table take no focus; its buttons and links do
import { type ReactNode, useId } from "react";
import { formatCoordinate } from "../../../domain/coordinates";

import { manage, managePage, standing } from "../../../domain/messages/manage";
import type { TOwnedPin } from "../../api/my-pins";
import { formatShortDateTime } from "../../formats";
import { useBillingPortal } from "../../hooks/use-billing-portal";
import { Link } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { ArrivalNoteButton } from "./arrival-note-button";
import { CancelSubscriptionButton } from "./cancel-subscription-button";
import { CopyLinkButton } from "./copy-link-button";
import { EditLocationButton } from "./edit-location-button";
import { EmbedButton } from "./embed-button";
import { QrCodeButton } from "./qr-code-button";
import { RenewButton } from "./renew-button";
import { SearchSparkline } from "./search-sparkline";
import { smallButtonClass } from "./small-button";
import { TransferButton } from "./transfer-button";

const { columns } = managePage;
const HEADERS = [
  columns.name,
  columns.link,
  columns.copyLink,
  columns.qrCode,
  columns.searchCount,
  columns.latitude,
  columns.longitude,
  columns.created,
  columns.lastUpdated,
  columns.actions,
];

// One markup for both layouts: an ARIA table whose rows are cards on a phone, each value with its
// own visible label, and grid rows under column headers on a wider screen.
const ROW_GRID =
  "desktop:grid-cols-[minmax(7rem,1fr)_minmax(8rem,1.2fr)_8.5rem_6rem_4.5rem_6rem_6.5rem_7rem_7.5rem_10rem] desktop:items-center desktop:gap-x-2";

export function PinGroup({ heading, pins }: { heading: string; pins: TOwnedPin[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="desktop:overflow-x-auto desktop:rounded-xl desktop:border desktop:border-slate-200 desktop:bg-white">
        <div role="table" aria-labelledby={headingId} className="desktop:min-w-[77rem]">
          <div role="rowgroup" className="hidden desktop:block">
            <div
              role="row"
              className={`grid bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 ${ROW_GRID}`}
            >
              {HEADERS.map((header) => (
                <span key={header} role="columnheader">
                  {header}
                </span>
              ))}
            </div>
          </div>
          <div role="rowgroup" className="flex flex-col gap-3 desktop:gap-0">
            {pins.map((pin) => (
              <PinRow key={pin.id} pin={pin} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function PinRow({ pin }: { pin: TOwnedPin }) {
  const path = `/?pin=${encodeURIComponent(pin.mypin)}`;
  return (
    <div
      role="row"
      className={`grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm desktop:rounded-none desktop:border-0 desktop:border-t desktop:px-3 desktop:py-3 ${ROW_GRID}`}
    >
      <Cell label={columns.name} wide>
        <span className="break-words font-semibold text-slate-900">{pin.mypin}</span>
        {pin.near && <span className="block break-words text-xs text-slate-600">{pin.near.label}</span>}
      </Cell>
      <Cell label={columns.link} wide>
        <Link to={path} className="break-all text-brand-700 underline-offset-2 hover:underline">
          {`${window.location.origin}${path}`}
        </Link>
        <div className="mt-2">
          <EmbedButton name={pin.mypin} />
        </div>
      </Cell>
      <Cell label={columns.copyLink}>
        <CopyLinkButton name={pin.mypin} />
      </Cell>
      <Cell label={columns.qrCode}>
        <QrCodeButton name={pin.mypin} />
      </Cell>
      <Cell label={columns.searchCount}>
        <span className="tabular-nums">{pin.searchCount}</span>
        <SearchSparkline days={pin.searchesByDay} />
      </Cell>
      <Cell label={columns.latitude}>
        <span className="font-mono">{formatCoordinate(pin.latitude)}</span>
      </Cell>
      <Cell label={columns.longitude}>
        <span className="font-mono">{formatCoordinate(pin.longitude)}</span>
      </Cell>
      <Cell label={columns.created}>{formatShortDateTime(pin.createdAt)}</Cell>
      <Cell label={columns.lastUpdated}>
        <LastUpdated pin={pin} />
      </Cell>
      <Cell label={columns.actions} wide>
        <PinActions pin={pin} />
      </Cell>
    </div>
  );
}

// A subscription ended by a failed payment is renewed in its grace window rather than cancelled;
// one ended otherwise waits for its release, with nothing left to renew or cancel. A cancelled one
// says when it ends, a live one when it renews, and one whose renewal failed says so with the way to
// a new card.
function PinActions({ pin }: { pin: TOwnedPin }) {
  const endsOn = pin.cancellation === "processed" && pin.standing === "ending" ? pin.subscriptionEnd : null;
  const renewsOn = pin.standing === "active" ? pin.subscriptionEnd : null;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <EditLocationButton pin={pin} />
        <ArrivalNoteButton pin={pin} />
        <TransferButton pin={pin} />
        {pin.standing === "grace" && <RenewButton pin={pin} />}
        {pin.standing !== "grace" && pin.standing !== "ended" && <CancelSubscriptionButton pin={pin} />}
        {endsOn !== null && (
          <span className="text-xs text-slate-600">{standing.endsOn(formatShortDateTime(endsOn))}</span>
        )}
        {renewsOn !== null && (
          <span className="text-xs text-slate-600">{standing.renewsOn(formatShortDateTime(renewsOn))}</span>
        )}
      </div>
      {pin.standing === "ended" && <p className="text-xs text-slate-600">{standing.ended}</p>}
      {pin.standing === "past_due" && <PaymentFailed />}
    </div>
  );
}

function PaymentFailed() {
  const portal = useBillingPortal();
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-xs font-medium text-red-800">{standing.paymentFailed}</p>
      <button
        type="button"
        onClick={portal.open}
        disabled={portal.isBusy}
        aria-busy={portal.isBusy}
        className={smallButtonClass}
      >
        {portal.isBusy && <Spinner decorative className="size-4" />}
        {standing.updateCard}
      </button>
    </div>
  );
}

// The staff views' tables (components/staff) share these cells.
export function Cell({
  label,
  wide = false,
  className = "",
  children,
}: {
  label: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="cell" className={`min-w-0 ${wide ? "col-span-2 desktop:col-span-1" : ""} ${className}`}>
      <span className="block text-xs font-medium text-slate-500 desktop:hidden">{label}</span>
      <div className="text-slate-800">{children}</div>
    </div>
  );
}

// The manage table's last update: a moved pin says so, with when; otherwise its last change or creation.
export function LastUpdated({ pin }: { pin: Pick<TOwnedPin, "coordinatesUpdatedAt" | "updatedAt" | "createdAt"> }) {
  if (pin.coordinatesUpdatedAt !== null) {
    return (
      <span className="flex flex-col items-start gap-1">
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {manage.coordinatesUpdatedBadge}
        </span>
        {formatShortDateTime(pin.coordinatesUpdatedAt)}
      </span>
    );
  }
  return <>{formatShortDateTime(pin.updatedAt ?? pin.createdAt)}</>;
}
