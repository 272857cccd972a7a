import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { signInRequired } from "../../../domain/messages/accounts";
import { admin, helpDesk, staffPins } from "../../../domain/messages/staff";
import { normalizeName, validateName } from "../../../domain/names";
import { failureOf, hasCode, namePolicyMessage, unwrap } from "../../api/client";
import { renameStaffPin, type TStaffPin } from "../../api/staff-pins";
import { inputClass } from "../ui/button-styles";
import { toast } from "../ui/toast";
import type { TStaffVariant } from "./staff-pin-group";
import { useStaffPinsCache } from "./staff-pins-cache";

export type TInlineRename = ReturnType<typeof useInlineRename>;

// A staff rename in the pin's row: an unchanged or empty name just ends editing, and a name the
// format refuses says so there. Any other name is shown beside the current one in a dialog before
// anything is sent (rename-dialog.tsx), which also refuses a name of another tier, since the owner
// pays for the tier the name gives. A taken name (or one a buyer holds) has the view's own words;
// the server applies the name policy and the tier again.
export function useInlineRename(pin: TStaffPin, variant: TStaffVariant) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(pin.mypin);
  // The canonical name the dialog asks about, while it is open.
  const [confirming, setConfirming] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const cache = useStaffPinsCache();
  const mutation = useMutation({
    mutationFn: (mypin: string) => unwrap(renameStaffPin(pin.id, mypin)),
    onSuccess: ({ pin: renamed }) => {
      toast.success(helpDesk.renamed);
      setConfirming(null);
      setEditing(false);
      cache.replacePin(renamed);
    },
    onError: (error) => {
      setConfirming(null);
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
    setConfirming(normalizeName(next));
  };
  // Back from the dialog to the field, to change the name or cancel the edit.
  const keepEditing = () => {
    if (mutation.isPending) return;
    setConfirming(null);
  };
  const confirm = () => {
    if (confirming !== null && !mutation.isPending) mutation.mutate(confirming);
  };
  return {
    editing,
    draft,
    setDraft,
    start,
    cancel,
    save,
    confirming,
    keepEditing,
    confirm,
    field,
    isSaving: mutation.isPending,
  };
}

export function RenameInput({ pin, rename }: { pin: TStaffPin; rename: TInlineRename }) {
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
      ref={rename.field}
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
