import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useRef } from "react";
import { apiKeyDialogs as text } from "../../../domain/messages/developers";
import { buttonClass, inputClass } from "../ui/button-styles";
import { CopyIcon } from "../ui/icons";
import { toast } from "../ui/toast";

// A key just created or rotated, as the server answered it once. It lives only in the state of the
// dialog that asked for it (never a query's cache), so it is gone when that dialog closes.
export type TIssuedKey = { name: string; secret: string };

export const secretFrame = { title: text.secretTitle, description: text.secretBody };

// Shown in place of the dialog's form, in the same dialog, so closing it returns the focus to the
// button that opened it. The field takes the focus selected, for a copy by hand where the
// clipboard is refused.
export function SecretView({ issued }: { issued: TIssuedKey }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secret);
      toast.success(text.copied);
    } catch {
      toast.error(text.copyFailed);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {text.secretLabel(issued.name)}
        </label>
        <input
          ref={field}
          id={fieldId}
          readOnly
          value={issued.secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} font-mono text-sm`}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
        <button type="button" onClick={() => void copy()} className={buttonClass("secondary")}>
          <CopyIcon className="size-4" />
          {text.copy}
        </button>
        <Dialog.Close className={buttonClass("primary")}>{text.done}</Dialog.Close>
      </div>
    </div>
  );
}
