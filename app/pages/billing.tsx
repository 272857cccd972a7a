import { useEffect, useRef } from "react";
import { billingPage as text } from "../../domain/messages/manage";
import { AuthCard } from "../components/auth/auth-card";
import { CardSpinner } from "../components/auth/card-spinner";
import { FormAlert } from "../components/auth/form-alert";
import { SignInFirst } from "../components/auth/sign-in-first";
import { buttonClass } from "../components/ui/button-styles";
import { useBillingPortal } from "../hooks/use-billing-portal";
import { useSession } from "../hooks/use-session";

// /account/billing, where the renewal and failed-payment e-mails send the owner: Stripe's portal
// needs a session of ours opened on the spot, so this page opens it as soon as the owner is known.
export default function BillingPage() {
  const { user, isPending } = useSession();
  let body = <OpenPortal />;
  if (isPending) body = <CardSpinner label={text.opening} />;
  else if (user === null) body = <SignInFirst message={text.signInFirst} />;
  return <AuthCard title={text.title}>{body}</AuthCard>;
}

function OpenPortal() {
  const portal = useBillingPortal();
  // Once per visit: StrictMode's second run of the effect must not open a second portal session.
  const opened = useRef(false);
  const { open } = portal;
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);

  if (!portal.failed) return <CardSpinner label={text.opening} />;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={text.failed} />
      <button type="button" onClick={portal.open} disabled={portal.isBusy} className={buttonClass("primary")}>
        {text.retry}
      </button>
    </div>
  );
}
