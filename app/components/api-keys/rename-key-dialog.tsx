import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { API_KEY_NAME_MAX } from "../../../domain/api-keys";
import { apiKeysPage, apiKeyDialogs as text } from "../../../domain/messages/developers";
import { renameApiKey, type TApiKey } from "../../api/api-keys";
import { unwrap } from "../../api/client";
import { smallButtonClass } from "../manage/small-button";
import { inputClass } from "../ui/button-styles";
import { DialogFormEnd } from "../ui/dialog-form-end";
import { DialogFrame } from "../ui/dialog-frame";
import { toast } from "../ui/toast";
import { useKeyAction } from "./use-key-action";

export function RenameKeyDialog({ apiKey, describedBy }: { apiKey: TApiKey; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(apiKey.name);
  const fieldId = useId();
  const refusalId = useId();
  const {
    mutation: rename,
    refusal,
    clearRefusal,
  } = useKeyAction({
    run: (next: string) => unwrap(renameApiKey(apiKey.id, next)),
    failed: text.renameFailed,
    done: () => {
      toast.success(text.renamed);
      setOpen(false);
    },
  });
  const onOpenChange = (next: boolean) => {
    if (rename.isPending) return;
    setName(apiKey.name);
    clearRefusal();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== "") rename.mutate(name);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={smallButtonClass} aria-describedby={describedBy}>
        {apiKeysPage.rename}
      </Dialog.Trigger>
      <DialogFrame title={text.renameTitle(apiKey.name)} description={text.createDescription}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              {text.nameLabel}
            </label>
            <input
              id={fieldId}
              autoComplete="off"
              required
              maxLength={API_KEY_NAME_MAX}
              value={name}
              aria-invalid={refusal !== null}
              aria-describedby={refusal === null ? undefined : refusalId}
              onChange={(event) => {
                setName(event.target.value);
                clearRefusal();
              }}
              className={inputClass}
            />
          </div>
          <DialogFormEnd
            refusal={refusal}
            refusalId={refusalId}
            cancel={text.cancel}
            submit={text.renameSubmit}
            pending={rename.isPending}
            disabled={name.trim() === ""}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
