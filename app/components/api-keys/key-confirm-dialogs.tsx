import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useRef, useState } from "react";
import { apiKeysPage, apiKeyDialogs as text } from "../../../domain/messages/developers";
import { revokeApiKey, rotateApiKey, type TApiKey } from "../../api/api-keys";
import { unwrap } from "../../api/client";
import { smallButtonClass } from "../manage/small-button";
import { DialogFormEnd } from "../ui/dialog-form-end";
import { DialogFrame } from "../ui/dialog-frame";
import { toast } from "../ui/toast";
import { SecretView, secretFrame, type TIssuedKey } from "./secret-view";
import { useKeyAction } from "./use-key-action";

type TKeyAction = { apiKey: TApiKey; describedBy: string };

// Asked first, since the current secret stops working at once; then the new one, shown once.
export function RotateKeyDialog({ apiKey, describedBy }: TKeyAction) {
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<TIssuedKey | null>(null);
  const refusalId = useId();
  const {
    mutation: rotate,
    refusal,
    clearRefusal,
  } = useKeyAction({
    run: async () => {
      const { key, secret } = await unwrap(rotateApiKey(apiKey.id));
      setIssued({ name: key.name, secret });
    },
    failed: text.rotateFailed,
  });
  const onOpenChange = (next: boolean) => {
    if (rotate.isPending && issued === null) return;
    setIssued(null);
    clearRefusal();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.mutate(undefined);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={smallButtonClass} aria-describedby={describedBy}>
        {apiKeysPage.rotate}
      </Dialog.Trigger>
      <DialogFrame
        title={issued === null ? text.rotateTitle(apiKey.name) : secretFrame.title}
        description={issued === null ? text.rotateBody : secretFrame.description}
      >
        {issued !== null ? (
          <SecretView issued={issued} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <DialogFormEnd
              refusal={refusal}
              refusalId={refusalId}
              cancel={text.cancel}
              submit={text.rotateSubmit}
              pending={rotate.isPending}
              disabled={false}
            />
          </form>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

// A revoked key leaves the list, and its Revoke button with it: the focus goes to the list's
// heading (onRevoked) rather than to the page's top.
export function RevokeKeyDialog({ apiKey, describedBy, onRevoked }: TKeyAction & { onRevoked: () => void }) {
  const [open, setOpen] = useState(false);
  const revoked = useRef(false);
  const refusalId = useId();
  const {
    mutation: revoke,
    refusal,
    clearRefusal,
  } = useKeyAction({
    run: () => unwrap(revokeApiKey(apiKey.id)),
    failed: text.revokeFailed,
    done: () => {
      toast.success(text.revoked);
      revoked.current = true;
      setOpen(false);
    },
  });
  const onOpenChange = (next: boolean) => {
    if (revoke.isPending) return;
    clearRefusal();
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate(undefined);
  };
  const onCloseAutoFocus = (event: Event) => {
    if (!revoked.current) return;
    event.preventDefault();
    onRevoked();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={smallButtonClass} aria-describedby={describedBy}>
        {apiKeysPage.revoke}
      </Dialog.Trigger>
      <DialogFrame
        title={text.revokeTitle(apiKey.name)}
        description={text.revokeBody}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogFormEnd
            refusal={refusal}
            refusalId={refusalId}
            cancel={text.cancel}
            submit={text.revokeSubmit}
            pending={revoke.isPending}
            disabled={false}
            tone="danger"
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
