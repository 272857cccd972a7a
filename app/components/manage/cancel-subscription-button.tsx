import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

import { manage, managePage } from "../../../domain/messages/manage";
import { unwrap } from "../../api/client";
import { requestCancellation, type TOwnedPin } from "../../api/my-pins";
import { formatShortDateTime } from "../../formats";
import { useRefreshMyPins } from "../../hooks/use-my-pins";
import { useForgetEndedSession } from "../../hooks/use-session-changes";
import { buttonClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { smallButtonClass } from "./small-button";

// On the owner's manage page, Cancel opens the confirmation; once requested the button says
// how far the request got, from the latest record the server holds for the pin.
export function CancelSubscriptionButton({ pin }: { pin: TOwnedPin }) {
  const [open, setOpen] = useState(false);
  const refreshMyPins = useRefreshMyPins();
  const forgetEndedSession = useForgetEndedSession();
  const cancel = useMutation({
    mutationFn: () => unwrap(requestCancellation(pin.id)),
    onSuccess: async (answer) => {
      if (answer.cancellation === "processed" && answer.subscriptionEnd !== null) {
        toast.success(manage.cancellationScheduled, {
          description: managePage.scheduledDetail(pin.mypin, formatShortDateTime(answer.subscriptionEnd)),
        });
      } else {
        toast.success(manage.cancellationSubmitted, { description: managePage.submittedDetail });
      }
      setOpen(false);
      await refreshMyPins();
    },
    // A network failure has no words of the server's, so the detail says what happened instead. A
    // session that ended elsewhere also signs the header out.
    onError: (error) => {
      forgetEndedSession(error);
      toast.error(manage.recordCancellationFailed(error.message || managePage.unreachable));
    },
  });

  if (pin.cancellation !== "none") {
    return (
      <button type="button" disabled className={smallButtonClass}>
        {pin.cancellation === "processed" ? manage.cancelled : manage.cancellationRequested}
      </button>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Dialog.Trigger className={smallButtonClass}>{manage.cancel}</Dialog.Trigger>
      <DialogFrame title={manage.cancelSubscriptionTitle} description={managePage.cancelDialogBody(pin.mypin)}>
        <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
          <Dialog.Close className={buttonClass("secondary")} disabled={cancel.isPending}>
            {managePage.keepSubscription}
          </Dialog.Close>
          <button
            type="button"
            onClick={() => cancel.mutate()}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            className={`${buttonClass("primary")} bg-red-700 hover:bg-red-800`}
          >
            {cancel.isPending && <Spinner decorative className="size-4" />}
            {manage.confirmCancellation}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
