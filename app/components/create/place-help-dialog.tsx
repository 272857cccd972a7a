import * as Dialog from "@radix-ui/react-dialog";
import { create, purchase } from "../../../domain/messages/purchase";
import { DialogFrame } from "../ui/dialog-frame";
import { IconTooltip } from "../ui/icon-tooltip";

// The help popup beside Buy MyPin: a "?" that opens three short steps.
export function PlaceHelpDialog({ steps = purchase.placeSteps }: { steps?: readonly string[] }) {
  return (
    <Dialog.Root>
      <IconTooltip label={create.placeHelpTitle}>
        <Dialog.Trigger
          aria-label={create.placeHelpTitle}
          className="flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-lg font-bold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">?</span>
        </Dialog.Trigger>
      </IconTooltip>
      <DialogFrame title={create.placeHelpTitle} description={purchase.placeHelpIntro}>
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </DialogFrame>
    </Dialog.Root>
  );
}
