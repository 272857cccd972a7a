import { useMutation } from "@tanstack/react-query";
import { accountMenu } from "../../domain/messages/site";
import { failureOf, limitMessage, unwrap } from "../api/client";
import { openBillingPortal } from "../api/purchase";
import { toast } from "../components/ui/toast";
import { useBackFromCache } from "./use-back-from-cache";
import { useForgetEndedSession } from "./use-session-changes";

// The billing portal: the provider's own page, reached by a full redirect.
// Busy lasts until the browser leaves, so a second press cannot open a second portal session.
export function useBillingPortal() {
  const forgetEndedSession = useForgetEndedSession();
  const portal = useMutation({
    mutationFn: () => unwrap(openBillingPortal()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      // A session that ended elsewhere is signed out here, in the API's words; over the payment
      // limits the owner is told so, and for how long; anything else is the spec's words.
      if (forgetEndedSession(error)) toast.error(failureOf(error).message || accountMenu.billingPortalFailed);
      else toast.error(limitMessage(error) ?? accountMenu.billingPortalFailed);
    },
  });

  // Back from the portal: the item works again.
  useBackFromCache(portal.reset);

  const isBusy = portal.isPending || portal.isSuccess;
  const open = () => {
    if (!isBusy) portal.mutate();
  };
  return { open, isBusy, failed: portal.isError };
}
