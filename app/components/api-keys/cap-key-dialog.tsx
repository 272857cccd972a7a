import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { apiKeysPage, apiKeyDialogs as text } from "../../../domain/messages/developers";
import { capApiKey, type TApiKey } from "../../api/api-keys";
import { unwrap } from "../../api/client";
import { smallButtonClass } from "../manage/small-button";
import { DialogFormEnd } from "../ui/dialog-form-end";
import { DialogFrame } from "../ui/dialog-frame";
import { toast } from "../ui/toast";
import { capOf, MonthlyCapField } from "./monthly-cap-field";
import { useKeyAction } from "./use-key-action";

const typedCap = (apiKey: TApiKey) => (apiKey.monthlyCap === null ? "" : String(apiKey.monthlyCap));

// A key's own monthly cap, set, changed or emptied (none: the key shares the account's allowance).
// The server holds it from the key's next call.
export function CapKeyDialog({
  apiKey,
  allowance,
  describedBy,
}: {
  apiKey: TApiKey;
  allowance: number;
  describedBy: string;
}) {
  const [open, setOpen] = useState(false);
  const [cap, setCap] = useState(typedCap(apiKey));
  const refusalId = useId();
  const {
    mutation: save,
    refusal,
    clearRefusal,
    refuse,
  } = useKeyAction({
    run: (monthlyCap: number | null) => unwrap(capApiKey(apiKey.id, monthlyCap)),
    failed: text.capFailed,
    done: () => {
      toast.success(text.capSaved);
      setOpen(false);
    },
  });
  const onOpenChange = (next: boolean) => {
    if (save.isPending) return;
    setCap(typedCap(apiKey));
    clearRefusal();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = capOf(cap, allowance);
    if ("refusal" in checked) refuse(checked.refusal);
    else save.mutate(checked.cap);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={smallButtonClass} aria-describedby={describedBy}>
        {apiKeysPage.cap}
      </Dialog.Trigger>
      <DialogFrame title={text.capTitle(apiKey.name)} description={text.capDescription}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <MonthlyCapField
            value={cap}
            allowance={allowance}
            refusal={refusal}
            refusalId={refusalId}
            onChange={(next) => {
              setCap(next);
              clearRefusal();
            }}
          />
          <DialogFormEnd
            refusal={refusal}
            refusalId={refusalId}
            cancel={text.cancel}
            submit={text.capSubmit}
            pending={save.isPending}
            disabled={false}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
