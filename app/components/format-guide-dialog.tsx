import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { formatGuide, landingPage } from "../../domain/messages";
import { TIER_ORDER, tierLabel } from "../../domain/names";
import { TIER_HINT } from "../../domain/prices";
import { DialogFrame } from "./dialog-frame";
import { TierExamples } from "./tier-examples";

export default function FormatGuideDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <DialogFrame
        title={formatGuide.title}
        description={landingPage.formatHelpHeading}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <dl className="space-y-4">
          {TIER_ORDER.map((tier) => (
            <div key={tier} className="rounded-lg border border-slate-200 p-3">
              <dt className="flex items-center justify-between font-semibold">
                {tierLabel(tier)}
                <span className="text-sm text-brand-700">{TIER_HINT[tier]}</span>
              </dt>
              <dd className="mt-1 text-sm text-slate-700">
                {formatGuide[tier].help}
                <TierExamples tier={tier} />
              </dd>
            </div>
          ))}
        </dl>
      </DialogFrame>
    </Dialog.Root>
  );
}
