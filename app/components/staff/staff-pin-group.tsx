// biome-ignore-all lint/a11y/useSemanticElements: one ARIA table is a grid of rows on a desktop and a list of cards on a phone, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers of a read-only table take no focus; its buttons and links do
import { useId } from "react";
import { formatCoordinate } from "../../../domain/coordinates";

import { managePage } from "../../../domain/messages/manage";
import { staffPins } from "../../../domain/messages/staff";
import type { TStaffPin } from "../../api/staff-pins";
import { formatShortDateTime } from "../../formats";
import { pinPath } from "../../paths";
import { CopyLinkButton } from "../manage/copy-link-button";
import { Cell, LastUpdated } from "../manage/pin-group";
import { QrCodeButton } from "../manage/qr-code-button";
import { Link } from "../ui/link";
import { RenameInput, useInlineRename } from "./inline-rename";
import { PaymentFlags } from "./payment-flags";
import { RowActions } from "./staff-row-actions";

// The help desk's columns and the admin's: the admin's are the owner's
// with the owner's e-mail added, the help desk's are the spec's own shorter set.
export type TStaffVariant = "help_desk" | "admin";

const { columns } = staffPins;
const HEADERS: Record<TStaffVariant, string[]> = {
  help_desk: [
    columns.clickable,
    columns.userEmail,
    columns.location,
    columns.urlLink,
    columns.qrCode,
    columns.searchCount,
    columns.createdDate,
    columns.lastUpdated,
    columns.actions,
  ],
  admin: [
    managePage.columns.name,
    columns.userEmail,
    managePage.columns.link,
    managePage.columns.copyLink,
    managePage.columns.qrCode,
    managePage.columns.searchCount,
    managePage.columns.latitude,
    managePage.columns.longitude,
    managePage.columns.created,
    managePage.columns.lastUpdated,
    managePage.columns.actions,
  ],
};

// As the owner's table: cards on a phone, grid rows that scroll sideways on a narrower desktop.
const ROW_GRID: Record<TStaffVariant, string> = {
  help_desk:
    "desktop:grid-cols-[minmax(8rem,1.2fr)_minmax(10rem,1.2fr)_7.5rem_8.5rem_6rem_4.5rem_7rem_7.5rem_11rem] desktop:items-center desktop:gap-x-2",
  admin:
    "desktop:grid-cols-[minmax(7rem,1fr)_minmax(9rem,1.2fr)_minmax(8rem,1.2fr)_8.5rem_6rem_4.5rem_6rem_6.5rem_7rem_7.5rem_9rem] desktop:items-center desktop:gap-x-2",
};
const MIN_WIDTH: Record<TStaffVariant, string> = {
  help_desk: "desktop:min-w-[74rem]",
  admin: "desktop:min-w-[87rem]",
};
// The admin's eleven columns are wider than most screens: the actions stay in view at the right
// edge while the rest scrolls under them.
const STICKY_ACTIONS =
  "desktop:sticky desktop:right-0 desktop:self-stretch desktop:flex desktop:items-center desktop:border-l desktop:border-slate-200 desktop:px-2";

export function StaffPinGroup({
  heading,
  pins,
  variant,
  level = 2,
}: {
  heading: string;
  pins: TStaffPin[];
  variant: TStaffVariant;
  // Under the help desk's results heading the groups are one level down.
  level?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </Heading>
      <div className="desktop:overflow-x-auto desktop:rounded-xl desktop:border desktop:border-slate-200 desktop:bg-white">
        <div role="table" aria-labelledby={headingId} className={MIN_WIDTH[variant]}>
          <div role="rowgroup" className="hidden desktop:block">
            <div
              role="row"
              className={`grid bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 ${ROW_GRID[variant]}`}
            >
              {HEADERS[variant].map((header, index) => (
                <span
                  key={header}
                  role="columnheader"
                  className={
                    variant === "admin" && index === HEADERS.admin.length - 1
                      ? `${STICKY_ACTIONS} desktop:-my-2 bg-slate-50`
                      : undefined
                  }
                >
                  {header}
                </span>
              ))}
            </div>
          </div>
          <div role="rowgroup" className="flex flex-col gap-3 desktop:gap-0">
            {pins.map((pin) => (
              <StaffPinRow key={pin.id} pin={pin} variant={variant} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function StaffPinRow({ pin, variant }: { pin: TStaffPin; variant: TStaffVariant }) {
  const rename = useInlineRename(pin, variant);
  const path = pinPath(pin.mypin);
  const name = rename.editing ? <RenameInput pin={pin} rename={rename} /> : null;
  const email = (
    <>
      <span className="break-all">{pin.userEmail ?? staffPins.noEmail}</span>
      <PaymentFlags pin={pin} />
    </>
  );
  const actions = <RowActions pin={pin} variant={variant} rename={rename} />;
  const lastUpdated = <LastUpdated pin={pin} />;
  return (
    <div
      role="row"
      className={`grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm desktop:rounded-none desktop:border-0 desktop:border-t desktop:px-3 desktop:py-3 ${ROW_GRID[variant]}`}
    >
      {variant === "help_desk" ? (
        <>
          <Cell label={columns.clickable} wide>
            {name ?? (
              <Link to={path} className="break-words font-semibold text-brand-700 underline-offset-2 hover:underline">
                {pin.mypin}
              </Link>
            )}
          </Cell>
          <Cell label={columns.userEmail} wide>
            {email}
          </Cell>
          <Cell label={columns.location}>
            <span className="flex flex-col font-mono">
              <span>{formatCoordinate(pin.latitude)}</span>
              <span>{formatCoordinate(pin.longitude)}</span>
            </span>
          </Cell>
          <Cell label={columns.urlLink}>
            <CopyLinkButton name={pin.mypin} />
          </Cell>
          <Cell label={columns.qrCode}>
            <QrCodeButton name={pin.mypin} />
          </Cell>
          <Cell label={columns.searchCount}>{pin.searchCount}</Cell>
          <Cell label={columns.createdDate}>{formatShortDateTime(pin.createdAt)}</Cell>
          <Cell label={columns.lastUpdated}>{lastUpdated}</Cell>
          <Cell label={columns.actions} wide>
            {actions}
          </Cell>
        </>
      ) : (
        <>
          <Cell label={managePage.columns.name} wide>
            {name ?? <span className="break-words font-semibold text-slate-900">{pin.mypin}</span>}
          </Cell>
          <Cell label={columns.userEmail} wide>
            {email}
          </Cell>
          <Cell label={managePage.columns.link} wide>
            <Link to={path} className="break-all text-brand-700 underline-offset-2 hover:underline">
              {`${window.location.origin}${path}`}
            </Link>
          </Cell>
          <Cell label={managePage.columns.copyLink}>
            <CopyLinkButton name={pin.mypin} />
          </Cell>
          <Cell label={managePage.columns.qrCode}>
            <QrCodeButton name={pin.mypin} />
          </Cell>
          <Cell label={managePage.columns.searchCount}>{pin.searchCount}</Cell>
          <Cell label={managePage.columns.latitude}>
            <span className="font-mono">{formatCoordinate(pin.latitude)}</span>
          </Cell>
          <Cell label={managePage.columns.longitude}>
            <span className="font-mono">{formatCoordinate(pin.longitude)}</span>
          </Cell>
          <Cell label={managePage.columns.created}>{formatShortDateTime(pin.createdAt)}</Cell>
          <Cell label={managePage.columns.lastUpdated}>{lastUpdated}</Cell>
          <Cell label={managePage.columns.actions} wide className={`${STICKY_ACTIONS} desktop:-my-3 bg-white`}>
            {actions}
          </Cell>
        </>
      )}
    </div>
  );
}
