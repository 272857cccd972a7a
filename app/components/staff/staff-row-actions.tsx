import { useEffect, useRef } from "react";
import { staffPins } from "../../../domain/messages/staff";
import type { TStaffPin } from "../../api/staff-pins";
import { EditLocationButton } from "../manage/edit-location-button";
import { smallButtonClass } from "../manage/small-button";
import { buttonClass } from "../ui/button-styles";
import { StrokeIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { DeletePinDialog } from "./delete-pin-dialog";
import type { TInlineRename } from "./inline-rename";
import { PopularListButton } from "./popular-list-button";
import { RenameDialog } from "./rename-dialog";
import type { TStaffVariant } from "./staff-pin-group";
import { TransferOfferControl } from "./transfer-offer-control";

// A staff row's buttons: Edit (then Save and Cancel while renaming, Save opening the rename's
// dialog), the admin's move, the popular list, Delete, and an open transfer offer's withdrawal.
export function RowActions({
  pin,
  variant,
  rename,
}: {
  pin: TStaffPin;
  variant: TStaffVariant;
  rename: TInlineRename;
}) {
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
        <RenameDialog pin={pin} rename={rename} />
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
      <TransferOfferControl pin={pin} />
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
