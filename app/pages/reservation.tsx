import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { availability, reservationPage } from "../../domain/messages/purchase";
import { normalizeName, tierLabel, validateName } from "../../domain/names";
import { holdStatusQuery, releaseHold, type THoldStatus } from "../api/holds";
import { ReservationAlert } from "../components/create/reservation-alert";
import { yearlyPrice } from "../components/create/yearly-price";
import { PageShell } from "../components/layout/page-shell";
import { buttonClass } from "../components/ui/button-styles";
import { Countdown } from "../components/ui/countdown";
import { Link } from "../components/ui/link";
import { Spinner } from "../components/ui/spinner";
import { secondsUntil, useNow } from "../hooks/use-now";

// Someone else may take the name if our hold ends early (a release in another
// tab, a sign-out), so the page asks again on this beat rather than trusting its first answer.
const RECHECK_MS = 15_000;

type TEnding = "lost" | "unverified" | "timeExpired" | "protectionExpired";

const ENDING_MESSAGES: Record<TEnding, string> = {
  lost: availability.reservationLost,
  unverified: availability.reservationUnverified,
  timeExpired: availability.timeExpired,
  protectionExpired: availability.protectionExpired,
};

// A failed re-check keeps the last answer: only a first check that fails leaves the hold unverified.
function detectEnding(
  status: { data?: THoldStatus; isError: boolean },
  secondsLeft: number | null,
  virtual: boolean,
): TEnding | null {
  if (status.data === undefined) return status.isError ? "unverified" : null;
  if (!status.data.lockedByCurrentUser || secondsLeft === null) return "lost";
  if (secondsLeft > 0) return null;
  return virtual ? "timeExpired" : "protectionExpired";
}

function Reservation({ mypin, virtual }: { mypin: string; virtual: boolean }) {
  const [ended, setEnded] = useState<TEnding | null>(null);
  const status = useQuery(holdStatusQuery(mypin, ended === null ? RECHECK_MS : false));
  const hold = status.data?.lockedByCurrentUser ? status.data : undefined;
  const expiresAt = hold?.expiresAt ?? null;
  const now = useNow(expiresAt !== null && ended === null);
  const secondsLeft = expiresAt === null ? null : secondsUntil(expiresAt, now);

  // The first ending sticks: a later answer must not turn "time expired" into another message.
  const detected = mypin === "" ? "lost" : detectEnding(status, secondsLeft, virtual);
  if (ended === null && detected !== null) setEnded(detected);
  const ending = ended ?? detected;

  // A signed-in user's hold is a real lock, cancelled on expiry.
  useEffect(() => {
    if (ending === "protectionExpired") void releaseHold(mypin);
  }, [ending, mypin]);

  const tier = validateName(mypin).tier;
  return (
    <PageShell title={reservationPage.title}>
      {ending !== null && <ReservationAlert message={ENDING_MESSAGES[ending]} />}
      {ending === null && hold === undefined && (
        <p role="status" className="mt-8 flex items-center gap-3 text-slate-600">
          <Spinner decorative />
          {reservationPage.checking}
        </p>
      )}
      {hold !== undefined && secondsLeft !== null && (
        <section className="mt-6 flex max-w-xl flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6">
          <div>
            <p className="break-words text-2xl font-bold text-slate-900 desktop:text-3xl">{mypin}</p>
            {tier !== undefined && (
              <p className="mt-1 font-medium text-brand-700">
                {reservationPage.tierPrice(tierLabel(tier), yearlyPrice(tier, "gbp"))}
              </p>
            )}
            <p className="mt-2 text-sm text-slate-600">{reservationPage.intro}</p>
          </div>
          <Countdown secondsLeft={secondsLeft} label={reservationPage.timerLabel} />
          {ending === null && (
            <div className="flex flex-col gap-3 desktop:flex-row">
              <Link
                to={`/?mypin=${encodeURIComponent(mypin)}&action=buy&source=landing&virtual=${virtual}`}
                className={buttonClass("primary")}
              >
                {reservationPage.placeOnMap}
              </Link>
              <Link to="/landing" onClick={() => void releaseHold(mypin)} className={buttonClass("secondary")}>
                {reservationPage.chooseAnother}
              </Link>
            </div>
          )}
        </section>
      )}
    </PageShell>
  );
}

// /landing2, the reservation page. A new query (another name, a later reservation) starts afresh.
export default function ReservationPage() {
  const [params] = useSearchParams();
  return (
    <Reservation
      key={params.toString()}
      mypin={normalizeName(params.get("mypin") ?? "")}
      virtual={params.get("virtual") === "true"}
    />
  );
}
