// biome-ignore-all lint/a11y/useSemanticElements: one ARIA table is a grid of rows on a desktop and a list of cards on a phone, which table elements cannot be
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers of a read-only table take no focus; its buttons and links do
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { formatCoordinate } from "../../../domain/coordinates";
import { formatShortDateTime } from "../../../domain/dates";
import { signInRequired } from "../../../domain/messages/accounts";
import { managePage } from "../../../domain/messages/manage";
import { admin, helpDesk, staffPins } from "../../../domain/messages/staff";
import { normalizeName, validateName } from "../../../domain/names";
import { failureOf, hasCode, namePolicyMessage, unwrap } from "../../api/client";
import { renameStaffPin, type TStaffPin } from "../../api/staff-pins";
import { pinPath } from "../../paths";
import { CopyLinkButton } from "../manage/copy-link-button";
import { EditLocationButton } from "../manage/edit-location-button";
import { Cell, LastUpdated } from "../manage/pin-group";
import { QrCodeButton } from "../manage/qr-code-button";
import { smallButtonClass } from "../manage/small-button";
import { buttonClass, inputClass } from "../ui/button-styles";
import { StrokeIcon } from "../ui/icons";
import { Link } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { DeletePinDialog } from "./delete-pin-dialog";
import { PaymentFlags } from "./payment-flags";
import { PopularListButton } from "./popular-list-button";
import { useStaffPinsCache } from "./staff-pins-cache";

// The help desk's columns and the admin's (accounts-admin section 2): the admin's are the owner's
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

type TInlineRename = ReturnType<typeof useInlineRename>;

// Accounts-admin sections 4 and 5: an unchanged or empty name just ends editing; a taken name (or
// one a buyer holds) has the view's own words; the server applies the name policy again.
function useInlineRename(pin: TStaffPin, variant: TStaffVariant) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(pin.mypin);
  const cache = useStaffPinsCache();
  const mutation = useMutation({
    mutationFn: (mypin: string) => unwrap(renameStaffPin(pin.id, mypin)),
    onSuccess: ({ pin: renamed }) => {
      toast.success(helpDesk.renamed);
      setEditing(false);
      cache.replacePin(renamed);
    },
    onError: (error) => {
      // The session ended elsewhere (the session watch signs the page out).
      if (hasCode(error, "UNAUTHENTICATED")) {
        toast.error(signInRequired.update);
        return;
      }
      if (hasCode(error, "STAFF_NAME_EXISTS")) {
        if (variant === "admin") toast.error(admin.renameExists);
        else toast.error(helpDesk.renameExists, { description: helpDesk.renameChooseAnother });
        return;
      }
      toast.error(helpDesk.renameFailed, {
        description: namePolicyMessage(error) ?? (failureOf(error).message || undefined),
      });
    },
  });

  const start = () => {
    setDraft(pin.mypin);
    setEditing(true);
  };
  const cancel = () => {
    if (!mutation.isPending) setEditing(false);
  };
  const save = () => {
    if (mutation.isPending) return;
    const next = draft.trim();
    if (next === "" || normalizeName(next) === pin.mypin) {
      setEditing(false);
      return;
    }
    const check = validateName(next, window.location.origin);
    if (!check.isValid) {
      toast.error(helpDesk.renameFailed, { description: check.error });
      return;
    }
    mutation.mutate(next);
  };
  return { editing, draft, setDraft, start, cancel, save, isSaving: mutation.isPending };
}

function RenameInput({ pin, rename }: { pin: TStaffPin; rename: TInlineRename }) {
  return (
    <input
      type="text"
      value={rename.draft}
      onChange={(event) => rename.setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          rename.save();
        } else if (event.key === "Escape") {
          event.preventDefault();
          rename.cancel();
        }
      }}
      aria-label={staffPins.newName(pin.mypin)}
      readOnly={rename.isSaving}
      // biome-ignore lint/a11y/noAutofocus: Edit puts the name in a field where the cursor is expected
      autoFocus
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      className={`${inputClass} py-1.5 text-sm`}
    />
  );
}

function RowActions({ pin, variant, rename }: { pin: TStaffPin; variant: TStaffVariant; rename: TInlineRename }) {
  // Ending an edit puts focus back on Edit, so a keyboard user carries on from the same row.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!rename.editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = rename.editing;
  }, [rename.editing]);

  if (rename.editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={rename.save}
          disabled={rename.isSaving}
          aria-busy={rename.isSaving}
          className={`${buttonClass("primary")} px-3 py-1.5`}
        >
          {rename.isSaving && <Spinner decorative className="size-4" />}
          {staffPins.save}
        </button>
        <button type="button" onClick={rename.cancel} disabled={rename.isSaving} className={smallButtonClass}>
          {staffPins.cancel}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button ref={editButton} type="button" onClick={rename.start} className={smallButtonClass}>
        {staffPins.edit}
      </button>
      {variant === "admin" && <EditLocationButton pin={pin} />}
      <PopularListButton pin={pin} compact={variant === "admin"} />
      <DeletePinDialog
        pin={pin}
        tooltip={variant === "admin" ? staffPins.deletePin(pin.mypin) : undefined}
        trigger={
          <button
            type="button"
            aria-label={variant === "admin" ? staffPins.deletePin(pin.mypin) : undefined}
            className={smallButtonClass}
          >
            {variant === "admin" ? <TrashIcon /> : staffPins.delete}
          </button>
        }
      />
    </div>
  );
}

function TrashIcon() {
  return (
    <StrokeIcon className="size-4">
      <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2m2 0v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V6" />
      <path d="M10 11v6M14 11v6" />
    </StrokeIcon>
  );
}
