import * as Dialog from "@radix-ui/react-dialog";
import { create, purchase } from "../../../domain/messages/purchase";
import { buttonClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { Spinner } from "../ui/spinner";

// A refused promotion code offers another try or the purchase without a code.
export function PromoErrorDialog({
  message,
  busy,
  onTryAnother,
  onSkip,
  onClose,
  onCloseAutoFocus,
}: {
  message: string | null;
  busy: boolean;
  onTryAnother: () => void;
  onSkip: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={message !== null} onOpenChange={(next) => next || busy || onClose()}>
      <DialogFrame
        title={create.promoErrorTitle}
        description={<p className="text-red-700">{message}</p>}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end">
          <button type="button" onClick={onSkip} disabled={busy} aria-busy={busy} className={buttonClass("secondary")}>
            {busy && <Spinner decorative className="size-4" />}
            {purchase.skipAndContinue}
          </button>
          <button type="button" onClick={onTryAnother} disabled={busy} className={buttonClass("primary")}>
            {purchase.tryAnotherCode}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
