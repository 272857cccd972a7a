import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { purchase } from "../../../domain/messages/purchase";
import { MAX_PROMO_CODE_LENGTH } from "../../../domain/promotions";
import { buttonClass, inputClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { Spinner } from "../ui/spinner";

type TPromoDialogProps = {
  open: boolean;
  initialCode: string;
  // "apply" while a code is checked, "skip" while checkout starts without one.
  busy: "apply" | "skip" | null;
  onApply: (code: string) => void;
  onSkip: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

// The promotion-code step: the signed-in buyer may enter a code (validated by the server) or skip.
export function PromoDialog({ open, busy, onClose, onCloseAutoFocus, ...form }: TPromoDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || busy !== null || onClose()}>
      <DialogFrame title={purchase.promoTitle} description={purchase.promoIntro} onCloseAutoFocus={onCloseAutoFocus}>
        <PromoForm busy={busy} {...form} />
      </DialogFrame>
    </Dialog.Root>
  );
}

// Mounted with each opening, so the field starts from the code the purchase carries.
function PromoForm({
  initialCode,
  busy,
  onApply,
  onSkip,
}: Pick<TPromoDialogProps, "initialCode" | "busy" | "onApply" | "onSkip">) {
  const [code, setCode] = useState(initialCode);
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy === null) onApply(code.trim());
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {purchase.promoLabel}
        </label>
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_PROMO_CODE_LENGTH}
          readOnly={busy !== null}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end">
        <button
          type="button"
          onClick={onSkip}
          disabled={busy !== null}
          aria-busy={busy === "skip"}
          className={buttonClass("secondary")}
        >
          {busy === "skip" && <Spinner decorative className="size-4" />}
          {purchase.skip}
        </button>
        <button type="submit" disabled={busy !== null} aria-busy={busy === "apply"} className={buttonClass("primary")}>
          {busy === "apply" && <Spinner decorative className="size-4" />}
          {purchase.apply}
        </button>
      </div>
    </form>
  );
}
