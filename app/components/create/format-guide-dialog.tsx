import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { landingPage } from "../../../domain/messages/landing";
import { formatGuide } from "../../../domain/messages/names";
import { DialogFrame } from "../ui/dialog-frame";
import { TierGuide } from "./tier-guide";

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
        <TierGuide withHint />
      </DialogFrame>
    </Dialog.Root>
  );
}
