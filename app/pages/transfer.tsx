import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import type * as z from "zod";
import type { ZTransferOffer } from "../../domain/answers/transfers";
import { MANAGE_PATH } from "../../domain/links";
import { transferPage as text, transferRefusals } from "../../domain/messages/transfers";
import type { TCarryRefusal } from "../../domain/transfers";
import { failureOf, hasCode, unwrap } from "../api/client";
import { queryKeys } from "../api/query-keys";
import { acceptTransfer, completeTransfer, declineTransfer, offerKey, transferOfferQuery } from "../api/transfers";
import { AuthCard } from "../components/auth/auth-card";
import { CardSpinner } from "../components/auth/card-spinner";
import { FormAlert } from "../components/auth/form-alert";
import { NearPlace } from "../components/search/arrival-note";
import { ResultMap } from "../components/search/pin-details";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { LoadFailed } from "../components/ui/load-states";
import { Spinner } from "../components/ui/spinner";
import { toast } from "../components/ui/toast";
import { formatPrice, formatShortDateTime, formatUtcDay } from "../formats";
import { useNavigate } from "../hooks/use-navigate";
import { useSession } from "../hooks/use-session";
import { SIGN_IN_PATH } from "../paths";

type TOffer = z.output<typeof ZTransferOffer>;

const REFUSAL_TEXTS: Record<TCarryRefusal, keyof typeof transferRefusals> = {
  TRANSFER_RENEWAL_PENDING: "renewalPending",
  TRANSFER_PAST_DUE: "pastDue",
  TRANSFER_NO_SUBSCRIPTION: "noSubscription",
};

// /transfer/{id}: where the recipient of a pin's offer sees it and answers it, signed in with the
// address it was sent to (docs/decisions/045). Stripe's checkout comes back here with its session,
// which finishes the transfer.
export default function TransferPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const { user } = useSession();
  if (sessionId && user) return <Finishing id={id} sessionId={sessionId} />;
  return <OfferScreen id={id} />;
}

function OfferScreen({ id, notice }: { id: string; notice?: string }) {
  const { user, isPending } = useSession();
  const { data: offer, error, refetch } = useQuery({ ...transferOfferQuery(id), enabled: !isPending });
  if (offer === undefined) {
    if (error === null) return <Waiting label={text.loading} />;
    if (hasCode(error, "TRANSFER_NOT_FOUND")) return <Ended message={failureOf(error).message} />;
    return (
      <AuthCard title={text.loadFailed}>
        <LoadFailed message={text.loadFailed} onRetry={() => void refetch()} />
      </AuthCard>
    );
  }
  if (!offer.open) return <Ended message={text.endedDetail} />;
  if (user === null) {
    return (
      <AuthCard title={text.title(offer.mypin)}>
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{text.signIn}</p>
          <Link to={SIGN_IN_PATH} className={buttonClass("primary")}>
            {text.signInButton}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (offer.details === null) {
    return (
      <AuthCard title={text.title(offer.mypin)}>
        <FormAlert message={text.otherAccount} />
      </AuthCard>
    );
  }
  return <OpenOffer offer={offer} details={offer.details} notice={notice} />;
}

function Ended({ message }: { message: string }) {
  return (
    <AuthCard title={text.ended}>
      <div className="flex flex-col gap-4">
        <p className="text-center text-slate-700">{message}</p>
        <Link to={MANAGE_PATH} className={buttonClass("secondary")}>
          {text.toManage}
        </Link>
      </div>
    </AuthCard>
  );
}

function OpenOffer({
  offer,
  details,
  notice,
}: {
  offer: TOffer;
  details: NonNullable<TOffer["details"]>;
  notice?: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refused = (error: Error) => {
    toast.error(text.actionFailed(failureOf(error).message || error.message));
    void queryClient.invalidateQueries({ queryKey: offerKey(offer.id) });
  };
  // Stripe's page is another site: a full redirect, as the purchase's checkout is.
  const accept = useMutation({
    mutationFn: () => unwrap(acceptTransfer(offer.id)),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: refused,
  });
  const decline = useMutation({
    mutationFn: () => unwrap(declineTransfer(offer.id)),
    onSuccess: async () => {
      toast.success(text.declined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myPins });
      navigate(MANAGE_PATH);
    },
    onError: refused,
  });
  const busy = accept.isPending || decline.isPending;
  const { terms } = details;
  // The giver's renewal not yet paid (or failed): nothing can be carried until it is.
  const waiting = terms.refusal === null ? null : transferRefusals[REFUSAL_TEXTS[terms.refusal]];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 desktop:py-10">
      <div>
        <h1 className="break-words text-2xl font-bold tracking-tight desktop:text-3xl">{text.title(offer.mypin)}</h1>
        <p className="break-words text-slate-700">{text.offeredBy(details.from)}</p>
        <NearPlace near={details.near?.label ?? ""} />
      </div>
      {notice && <FormAlert message={notice} />}
      {waiting && <FormAlert message={waiting} />}
      <ResultMap pin={{ mypin: offer.mypin, latitude: details.latitude, longitude: details.longitude }} />
      <section aria-labelledby="transfer-meaning" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="transfer-meaning" className="text-lg font-semibold">
          {text.meaningHeading}
        </h2>
        <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-slate-700">
          <li>{text.moves(offer.mypin)}</li>
          <li>
            {terms.carriedUntil === null
              ? text.paidToday(formatPrice(terms.amountMinor / 100, terms.currency))
              : text.carried(formatUtcDay(new Date(terms.carriedUntil).toISOString().slice(0, 10)))}
          </li>
        </ul>
        <p className="mt-3 text-sm text-slate-600">{text.openUntil(formatShortDateTime(offer.expiresAt))}</p>
      </section>
      <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
        <button
          type="button"
          onClick={() => decline.mutate()}
          disabled={busy}
          aria-busy={decline.isPending}
          className={buttonClass("secondary")}
        >
          {decline.isPending && <Spinner decorative className="size-4" />}
          {text.decline}
        </button>
        <button
          type="button"
          onClick={() => accept.mutate()}
          disabled={busy || waiting !== null}
          aria-busy={accept.isPending}
          className={buttonClass("primary")}
        >
          {accept.isPending && <Spinner decorative className="size-4" />}
          {text.accept}
        </button>
      </div>
    </div>
  );
}

// Back from Stripe: the payment finishes the transfer once (StrictMode's second run of the effect
// must not ask twice, though asking twice would change nothing). The owner's lists are refreshed by
// their key rather than hooks/use-my-pins, whose chunk of its own would cost the first paint a name.
function Finishing({ id, sessionId }: { id: string; sessionId: string }) {
  const queryClient = useQueryClient();
  const finish = useMutation({
    mutationFn: () => unwrap(completeTransfer(id, sessionId)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.myPins }),
  });
  const asked = useRef(false);
  const { mutate } = finish;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  if (finish.isSuccess) {
    return (
      <AuthCard title={text.done(finish.data.mypin)}>
        <div className="flex flex-col gap-4">
          <p className="text-center text-slate-700">{text.doneDetail}</p>
          <Link to={MANAGE_PATH} className={buttonClass("primary")}>
            {text.toManage}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (finish.isError) {
    if (hasCode(finish.error, "PAYMENT_UNSUCCESSFUL")) return <OfferScreen id={id} notice={text.unpaid} />;
    if (hasCode(finish.error, "TRANSFER_ENDED")) return <Ended message={failureOf(finish.error).message} />;
    return (
      <AuthCard title={text.finishing}>
        <div className="flex flex-col gap-4">
          <FormAlert message={failureOf(finish.error).message || text.loadFailed} />
          <button type="button" onClick={() => finish.mutate()} className={buttonClass("primary")}>
            {text.retry}
          </button>
          <Link to={MANAGE_PATH} className={buttonClass("secondary")}>
            {text.toManage}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return <Waiting label={text.finishing} />;
}

function Waiting({ label }: { label: string }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <CardSpinner label={label} />
    </div>
  );
}
