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
import { buttonClass, inputClass } from "../ui/button-styles";
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
          {refusal !== null && (
            <p
              id={refusalId}
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
            <Dialog.Close type="button" className={buttonClass("secondary")} disabled={send.isPending}>
              {transferDialog.cancel}
            </Dialog.Close>
            <button
              type="submit"
              disabled={send.isPending || email.trim() === ""}
              aria-busy={send.isPending}
              className={buttonClass("primary")}
            >
              {send.isPending && <Spinner decorative className="size-4" />}
              {transferDialog.send}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
