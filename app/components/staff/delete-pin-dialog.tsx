import { Close, Root, Trigger } from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { signInRequired } from "../../../domain/messages/accounts";
import { helpDesk, staffPins } from "../../../domain/messages/staff";

import type { TDeleteReason } from "../../../domain/staff";
import { failureOf, hasCode, unwrap } from "../../api/client";
import { deleteStaffPin, type TStaffPin } from "../../api/staff-pins";
import { formatPrice } from "../../formats";
import { buttonClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { IconTooltip } from "../ui/icon-tooltip";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { useStaffPinsCache } from "./staff-pins-cache";

// The reasons as labelled for staff, read from the labels for the reason help-desk-view.tsx reads
// the search types from its own; the labels' type keeps them complete.
const REASONS = Object.keys(staffPins.reasons) as TDeleteReason[];

// The deleted pin's row, and with it the button that opened the dialog, goes: focus moves to the
// heading of its group, or to the page's heading once the group went too, not to the page's body.
function focusAfterDelete(group: Element | null) {
  const heading =
    (group?.isConnected ? group.querySelector<HTMLElement>("h2, h3") : null) ??
    document.querySelector<HTMLElement>("h1");
  if (heading === null) return;
  heading.tabIndex = -1;
  heading.focus();
}

// The 'Delete MyPin' dialog, for both staff views. Every staff delete says
// why, since a violation's refund is less the administrative fee, so Delete waits for a reason.
// A trigger that shows only an icon is given its words (tooltip) to show on hover and focus.
export function DeletePinDialog({ pin, trigger, tooltip }: { pin: TStaffPin; trigger: ReactNode; tooltip?: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TDeleteReason | null>(null);
  const cache = useStaffPinsCache();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const deletedFrom = useRef<Element | null | undefined>(undefined);
  const remove = useMutation({
    mutationFn: (why: TDeleteReason) => unwrap(deleteStaffPin(pin.id, why)),
    onSuccess: ({ deleted, refund }) => {
      const refunded =
        refund !== null && refund.amountMinor > 0
          ? staffPins.refunded(formatPrice(refund.amountMinor / 100, refund.currency))
          : staffPins.noRefund;
      toast.success(helpDesk.deleted(deleted), { description: refunded });
      deletedFrom.current = triggerRef.current?.closest("section") ?? null;
      setOpen(false);
      cache.removePin(pin.id);
    },
    onError: (error) => {
      if (hasCode(error, "UNAUTHENTICATED")) toast.error(signInRequired.delete);
      else toast.error(helpDesk.deleteFailed, { description: failureOf(error).message || undefined });
    },
  });

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setReason(null);
  };

  const opener = (
    <Trigger asChild ref={triggerRef}>
      {trigger}
    </Trigger>
  );
  return (
    <Root open={open} onOpenChange={changeOpen}>
      {tooltip === undefined ? opener : <IconTooltip label={tooltip}>{opener}</IconTooltip>}
      <DialogFrame
        title={helpDesk.deleteTitle}
        description={helpDesk.deleteConfirm(pin.mypin)}
        onCloseAutoFocus={(event) => {
          if (deletedFrom.current === undefined) return;
          event.preventDefault();
          focusAfterDelete(deletedFrom.current);
        }}
      >
        <fieldset className="flex flex-col gap-2" disabled={remove.isPending}>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{staffPins.deleteReason}</legend>
          {REASONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`delete-reason-${pin.id}`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                required
                className="size-4 accent-brand-700"
              />
              {staffPins.reasons[option]}
            </label>
          ))}
          <p className="mt-1 text-xs text-slate-600">{staffPins.feeNote}</p>
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
          <Close className={buttonClass("secondary")} disabled={remove.isPending}>
            {staffPins.cancel}
          </Close>
          <button
            type="button"
            onClick={() => reason !== null && remove.mutate(reason)}
            disabled={reason === null || remove.isPending}
            aria-busy={remove.isPending}
            className={`${buttonClass("primary")} bg-red-700 hover:bg-red-800`}
          >
            {remove.isPending && <Spinner decorative className="size-4" />}
            {staffPins.delete}
          </button>
        </div>
      </DialogFrame>
    </Root>
  );
}
