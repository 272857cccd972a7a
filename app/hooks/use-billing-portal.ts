import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { accountMenu } from "../../domain/messages/site";
import { failureOf, limitMessage, unwrap } from "../api/client";
import { openBillingPortal } from "../api/purchase";
import { toast } from "../components/ui/toast";
import { useSetSessionUser } from "./use-session";

// Core-flow section 7's customer-portal: the provider's own page, reached by a full redirect.
// Busy lasts until the browser leaves, so a second press cannot open a second portal session.
export function useBillingPortal() {
  const setUser = useSetSessionUser();
  const portal = useMutation({
    mutationFn: () => unwrap(openBillingPortal()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      // The route reads the session in D1: a 401 means it ended (a password changed or reset
      // elsewhere, or it ran out), so the header offers Sign In instead of a portal that cannot open.
      const { status, message } = failureOf(error);
      if (status === 401) {
        setUser(null);
        toast.error(message || accountMenu.billingPortalFailed);
        return;
      }
      // Over the payment limits the owner is told so, and for how long; anything else is the spec's words.
      toast.error(limitMessage(error) ?? accountMenu.billingPortalFailed);
    },
  });

  // Back from the portal through the browser's cache: the item works again.
  const { reset } = portal;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);

  const isBusy = portal.isPending || portal.isSuccess;
  const open = () => {
    if (!isBusy) portal.mutate();
  };
  return { open, isBusy };
}
