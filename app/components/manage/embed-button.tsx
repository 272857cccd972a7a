import * as Dialog from "@radix-ui/react-dialog";
import { useId } from "react";
import { embedSnippet } from "../../../domain/embed";
import { embedDialog, manage } from "../../../domain/messages/manage";
import { buttonClass, inputClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { CopyIcon } from "../ui/icons";
import { toast } from "../ui/toast";
import { smallButtonClass } from "./small-button";

// On the owner's manage page: the code that shows a pin's card on the owner's own website
// (worker/routes/embed.ts), on this page's origin as the share link is. The field is read-only
// and selects itself when focused, for a copy by hand where the clipboard is refused.
export function EmbedButton({ name }: { name: string }) {
  const fieldId = useId();
  const code = embedSnippet(name, window.location.origin, embedDialog.frameTitle(name));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(embedDialog.copied);
    } catch {
      toast.error(manage.copyFailed);
    }
  };
  return (
    <Dialog.Root>
      <Dialog.Trigger className={smallButtonClass}>{embedDialog.button}</Dialog.Trigger>
      <DialogFrame title={embedDialog.title(name)} description={embedDialog.body}>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              {embedDialog.codeLabel}
            </label>
            <textarea
              id={fieldId}
              readOnly
              rows={5}
              value={code}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} resize-none break-all font-mono`}
            />
          </div>
          <button type="button" onClick={() => void copy()} className={`${buttonClass("primary")} self-end`}>
            <CopyIcon className="size-4" />
            {embedDialog.copy}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
