import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { managePage } from "../../../domain/messages/manage";
import { transferDialog } from "../../../domain/messages/transfers";
import { failureOf, unwrap } from "../../api/client";
import type { TOwnedPin } from "../../api/my-pins";
import { offerTransfer, withdrawTransfer } from "../../api/transfers";
import { formatShortDateTime } from "../../formats";
import { useRefreshMyPins } from "../../hooks/use-my-pins";
import { useForgetEndedSession } from "../../hooks/use-session-changes";
import { inputClass } from "../ui/button-styles";
import { DialogFormEnd } from "../ui/dialog-form-end";
import { DialogFrame } from "../ui/dialog-frame";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { smallButtonClass } from "./small-button";

// On the owner's manage page: a pin with a live subscription can be offered to another account
// (docs/decisions/045); one on offer says to whom and until when, with the way to withdraw it.
export function TransferButton({ pin }: { pin: TOwnedPin }) {
  if (pin.transfer !== null) return <OpenOffer pin={pin} offer={pin.transfer} />;
  if (pin.standing !== "active" && pin.standing !== "ending") return null;
  return <OfferDialog pin={pin} />;
}

function OpenOffer({ pin, offer }: { pin: TOwnedPin; offer: NonNullable<TOwnedPin["transfer"]> }) {
  const refreshMyPins = useRefreshMyPins();
  const forgetEndedSession = useForgetEndedSession();
  const withdraw = useMutation({
    mutationFn: () => unwrap(withdrawTransfer(pin.id)),
    onSuccess: async () => {
      toast.success(transferDialog.withdrawn);
      await refreshMyPins();
    },
    onError: (error) => {
      forgetEndedSession(error);
      toast.error(transferDialog.withdrawFailed(error.message || managePage.unreachable));
    },
  });
  return (
    <div className="flex basis-full flex-col items-start gap-1">
      <p className="text-xs text-slate-700">
        {transferDialog.offeredTo(offer.toEmail, formatShortDateTime(offer.expiresAt))}
      </p>
      <button
        type="button"
        onClick={() => withdraw.mutate()}
        disabled={withdraw.isPending}
        aria-busy={withdraw.isPending}
        className={smallButtonClass}
      >
        {withdraw.isPending && <Spinner decorative className="size-4" />}
        {transferDialog.withdraw}
      </button>
    </div>
  );
}

// Every refusal is the server's sentence, said in the dialog beside the address (it names what to
// do); only a failure without one (no answer, a session ended) is a toast.
function OfferDialog({ pin }: { pin: TOwnedPin }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = useId();
  const refusalId = useId();
  const refreshMyPins = useRefreshMyPins();
  const forgetEndedSession = useForgetEndedSession();
  const send = useMutation({
    mutationFn: (to: string) => unwrap(offerTransfer(pin.id, to)),
    onSuccess: async (_answer, to) => {
      toast.success(transferDialog.sent, { description: transferDialog.sentDetail(to.trim()) });
      setOpen(false);
      await refreshMyPins();
    },
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.status >= 400 && failure.status < 500 && failure.code !== "UNAUTHENTICATED" && failure.message)
        return setRefusal(failure.message);
      forgetEndedSession(error);
      toast.error(transferDialog.sendFailed(error.message || managePage.unreachable));
    },
  });
  const onOpenChange = (next: boolean) => {
    if (send.isPending) return;
    if (next) {
      setEmail("");
      setRefusal(null);
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== "") send.mutate(email);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={smallButtonClass}>{transferDialog.button}</Dialog.Trigger>
      <DialogFrame title={transferDialog.title(pin.mypin)} description={transferDialog.body(pin.mypin)}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              {transferDialog.emailLabel}
            </label>
            <input
              id={fieldId}
              type="email"
              autoComplete="off"
              required
              value={email}
              aria-invalid={refusal !== null}
              aria-describedby={refusal === null ? undefined : refusalId}
              onChange={(event) => {
                setEmail(event.target.value);
                setRefusal(null);
              }}
              className={inputClass}
            />
          </div>
          <DialogFormEnd
            refusal={refusal}
            refusalId={refusalId}
            cancel={transferDialog.cancel}
            submit={transferDialog.send}
            pending={send.isPending}
            disabled={email.trim() === ""}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
