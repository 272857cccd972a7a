import { useMutation } from "@tanstack/react-query";
import { managePage, standing } from "../../../domain/messages/manage";
import { limitMessage, unwrap } from "../../api/client";
import type { TOwnedPin } from "../../api/my-pins";
import { startCheckout } from "../../api/purchase";
import { useBackFromCache } from "../../hooks/use-back-from-cache";
import { useForgetEndedSession } from "../../hooks/use-session-changes";
import { buttonClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { smallButtonClass } from "./small-button";

// Renewing an ended pin (docs/decisions/023) is a new checkout for the same name, place and currency
// (none known: the server picks), which the server moves the pin onto once it is paid. Busy lasts
// until the browser leaves for the checkout page, so a second press cannot open a second one.
export function RenewButton({ pin, prominent = false }: { pin: TOwnedPin; prominent?: boolean }) {
  const forgetEndedSession = useForgetEndedSession();
  const renew = useMutation({
    mutationFn: () =>
      unwrap(
        startCheckout({
          mypin: pin.mypin,
          latitude: pin.latitude,
          longitude: pin.longitude,
          currency: pin.currency ?? undefined,
        }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      forgetEndedSession(error);
      toast.error(standing.renewFailed(limitMessage(error) ?? (error.message || managePage.unreachable)));
    },
  });

  // Back from the checkout page: the button works again.
  useBackFromCache(renew.reset);

  const busy = renew.isPending || renew.isSuccess;
  return (
    <button
      type="button"
      onClick={() => {
        if (!busy) renew.mutate();
      }}
      disabled={busy}
      aria-busy={busy}
      className={prominent ? buttonClass("primary") : smallButtonClass}
    >
      {busy && <Spinner decorative className="size-4" />}
      {standing.renew}
    </button>
  );
}
