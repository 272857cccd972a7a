import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { shareLink } from "../../domain/links";
import { pricingPage } from "../../domain/messages/public-site";
import { create, paymentReturn, purchase, success, trialLimits } from "../../domain/messages/purchase";
import { accountMenu, layout } from "../../domain/messages/site";
import { tierLabel } from "../../domain/names";

import { byCode, failureOf } from "../api/client";
import { fulfilmentQuery, type TFulfilment } from "../api/purchase";
import { queryKeys } from "../api/query-keys";
import { buttonClass } from "../components/ui/button-styles";
import { CheckIcon } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { PageSpinner, Spinner } from "../components/ui/spinner";
import { formatPrice } from "../formats";
import { pinPath, SIGN_IN_PATH } from "../paths";
import { clearStoredItem, getStoredItem } from "../storage";

// A pending payment older than two hours belongs to an abandoned checkout.
const PENDING_PAYMENT_TTL_MS = 7_200_000;

function discardStalePayment() {
  const payment = getStoredItem("pendingPayment");
  if (payment !== null && Date.now() - payment.timestamp > PENDING_PAYMENT_TTL_MS) clearStoredItem("pendingPayment");
}

// The network or the payment provider failed for a moment: asking again can still succeed.
function isPassing(error: unknown): boolean {
  const { status } = failureOf(error);
  return status === 0 || status >= 500;
}

// A passing failure is one of saving the MyPin, which asking again may still do; anything else
// is the payment's own answer, or a session this account has none of.
function failureMessage(error: unknown): string {
  const words = {
    UNAUTHENTICATED: create.authAgain,
    PAYMENT_UNSUCCESSFUL: paymentReturn.unsuccessful,
    PURCHASE_REFUNDED: paymentReturn.refunded,
  };
  return byCode(error, words) ?? (isPassing(error) ? paymentReturn.saveFailed : paymentReturn.sessionNotFound);
}

// /payment-success?session_id=...: the checkout page sends the buyer here to see the MyPin saved.
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const queryClient = useQueryClient();
  const fulfilment = useQuery(fulfilmentQuery(sessionId));

  useEffect(discardStalePayment, []);

  const saved = fulfilment.data;
  useEffect(() => {
    if (saved === undefined) return;
    clearStoredItem("pendingPurchase");
    clearStoredItem("pendingPayment");
    // A search made before the purchase must not answer "not found" from the cache.
    queryClient.removeQueries({ queryKey: queryKeys.pin(saved.mypin) });
  }, [saved, queryClient]);

  if (sessionId === "") return <PaymentProblem message={paymentReturn.sessionNotFound} />;
  if (fulfilment.isError) {
    const { error } = fulfilment;
    return (
      <PaymentProblem
        message={failureMessage(error)}
        signIn={failureOf(error).status === 401}
        onRetry={isPassing(error) ? () => void fulfilment.refetch() : undefined}
        retrying={fulfilment.isFetching}
      />
    );
  }
  if (saved === undefined) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 text-center">
        <PageSpinner />
        <p className="text-slate-700">{purchase.confirming}</p>
      </div>
    );
  }
  return <PaymentSaved saved={saved} />;
}

function PaymentSaved({ saved }: { saved: TFulfilment }) {
  const link = shareLink(saved.mypin, window.location.origin);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <CheckIcon className="size-8" />
      </span>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{saved.renewed ? success.renewed : success.created}</h1>
        <p className="mt-2 break-words text-xl font-semibold text-brand-800">{saved.mypin}</p>
      </div>
      {saved.trialRefused && (
        <div
          role="status"
          className="w-full rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900"
        >
          <p className="font-semibold">{trialLimits.refusedTitle}</p>
          <p className="mt-1">{trialLimits.refused[saved.trialRefused]}</p>
        </div>
      )}
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-left text-sm">
        <dt className="text-slate-500">{purchase.tier}</dt>
        <dd className="font-medium">{tierLabel(saved.tier)}</dd>
        <dt className="text-slate-500">{purchase.price}</dt>
        <dd className="font-medium">{pricingPage.perYear(formatPrice(saved.subscriptionValue, saved.currency))}</dd>
        <dt className="text-slate-500">{purchase.shareLink}</dt>
        <dd className="min-w-0 break-all">
          <a href={link} className="font-medium text-brand-700 underline underline-offset-2">
            {link}
          </a>
        </dd>
      </dl>
      <div className="flex w-full flex-col gap-2 desktop:flex-row desktop:justify-center">
        <Link to={pinPath(saved.mypin)} className={buttonClass("primary")}>
          {purchase.viewPin}
        </Link>
        <Link to="/" className={buttonClass("secondary")}>
          {layout.home}
        </Link>
      </div>
    </div>
  );
}

type TProblem = { message: string; signIn?: boolean; onRetry?: (() => void) | undefined; retrying?: boolean };

function PaymentProblem({ message, signIn = false, onRetry, retrying = false }: TProblem) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-10 text-center">
      <div role="alert" className="w-full rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <h1 className="text-lg font-semibold">{message}</h1>
      </div>
      <div className="flex w-full flex-col gap-2 desktop:flex-row desktop:justify-center">
        {signIn && (
          <Link to={SIGN_IN_PATH} className={buttonClass("primary")}>
            {accountMenu.signIn}
          </Link>
        )}
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying}
            className={buttonClass("primary")}
          >
            {retrying && <Spinner decorative className="size-4" />}
            {purchase.retry}
          </button>
        )}
        <Link to="/" className={buttonClass(signIn || onRetry ? "secondary" : "primary")}>
          {layout.home}
        </Link>
      </div>
    </div>
  );
}
