import { Root } from "@radix-ui/react-dialog";
import { useRef } from "react";
import { helpDesk, staffPins } from "../../../domain/messages/staff";
import { displayTier, tierLabel } from "../../../domain/names";
import { FORMER_NAME_DAYS, renameChangesTier } from "../../../domain/staff";
import type { TStaffPin } from "../../api/staff-pins";
import { buttonClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { Spinner } from "../ui/spinner";
import type { TInlineRename } from "./inline-rename";

function NameCard({ label, name, tier }: { label: string; name: string; tier: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="break-words text-base font-semibold text-slate-900" translate="no">
        {name}
      </dd>
      <dd className="text-xs text-slate-600">{tier}</dd>
    </div>
  );
}

// The rename's last step: the current and the new name side by side, each with its tier, before
// anything is saved. A name of another tier is refused here, in words, and cannot be saved; Cancel
// (or Escape) goes back to the name's field.
export function RenameDialog({ pin, rename }: { pin: TStaffPin; rename: TInlineRename }) {
  const to = rename.confirming;
  const confirmButton = useRef<HTMLButtonElement>(null);
  const fromTier = tierLabel(displayTier(pin.mypin));
  const toTier = to === null ? "" : tierLabel(displayTier(to));
  const refused = to !== null && renameChangesTier(pin.mypin, to);
  return (
    <Root open={to !== null} onOpenChange={(open) => open || rename.keepEditing()}>
      <DialogFrame
        title={staffPins.renameTitle}
        description={staffPins.renameCheck}
        onOpenAutoFocus={(event) => {
          if (refused) return;
          event.preventDefault();
          confirmButton.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          rename.field.current?.focus();
        }}
      >
        <dl className="grid gap-3 desktop:grid-cols-2">
          <NameCard label={staffPins.currentName} name={pin.mypin} tier={fromTier} />
          <NameCard label={staffPins.newNameHeading} name={to ?? ""} tier={toTier} />
        </dl>
        {refused ? (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {helpDesk.renameTierChange(fromTier, toTier)}
          </p>
        ) : (
          <p className="mt-4 text-sm text-slate-700">{staffPins.formerNameNote(FORMER_NAME_DAYS)}</p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
          <button
            type="button"
            onClick={rename.keepEditing}
            disabled={rename.isSaving}
            className={buttonClass("secondary")}
          >
            {staffPins.cancel}
          </button>
          {!refused && (
            <button
              ref={confirmButton}
              type="button"
              onClick={rename.confirm}
              disabled={rename.isSaving}
              aria-busy={rename.isSaving}
              className={buttonClass("primary")}
            >
              {rename.isSaving && <Spinner decorative className="size-4" />}
              {staffPins.confirmRename}
            </button>
          )}
        </div>
      </DialogFrame>
    </Root>
  );
}
