import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { resultPage } from "../../domain/messages/directions";
import { search } from "../../domain/messages/search";
import { sharePage } from "../../domain/messages/share";
import { normalizeName } from "../../domain/names";
import { pinQuery } from "../api/pins";
import { ArrivalNote, NearPlace } from "../components/search/arrival-note";
import { DirectionsLinks } from "../components/search/directions-links";
import { PinNotFound } from "../components/search/pin-not-found";
import { useRenamedNotice } from "../components/search/use-renamed-notice";
import { buttonClass } from "../components/ui/button-styles";
import { PinIcon } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { Spinner } from "../components/ui/spinner";
import { useNavigate } from "../hooks/use-navigate";
import { pinPath } from "../paths";

// The share page waits this long before opening the pin.
const REDIRECT_DELAY_MS = 2000;

// /share/{mypin}: an interstitial that opens the pin's search result, at once with the button.
// Both replace this page in the history, so Back does not land on it and redirect again. The
// worker sends it with the pin's search answered (the one search the visit counts, which the result
// then reuses), so whose place it is and the way there show before any script runs; a name no pin
// has gets the not-found screen at once, with nowhere to go.
export default function SharePage() {
  const { mypin = "" } = useParams();
  const asked = normalizeName(mypin);
  const navigate = useNavigate();
  const { data: answer } = useQuery(pinQuery(asked));
  const missed = answer?.found === false;
  // A former name's link opens the pin under its new name, and says so.
  const name = answer?.found ? answer.pin.mypin : asked;
  const target = pinPath(name);
  useRenamedNotice(answer?.found ? answer : undefined, { moveAddress: false });

  useEffect(() => {
    if (missed) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missed, navigate, target]);

  if (answer?.found === false) return <PinNotFound name={asked} suggestions={answer.suggestions} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <PinIcon className="size-14 text-brand-700" />
      <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{sharePage.title(name)}</h1>
      {answer?.found && (
        <div className="flex flex-col items-center gap-2 text-slate-700">
          <p className="break-words">{search.createdBy(answer.pin.userName)}</p>
          <NearPlace near={answer.view.near} />
          <p className="text-sm">
            <span className="text-slate-500">{resultPage.coordinatesLabel}: </span>
            <span className="font-mono text-slate-900">{answer.view.coordinates}</span>
          </p>
          <DirectionsLinks view={answer.view} />
          <ArrivalNote note={answer.view.note} />
        </div>
      )}
      {/* Without scripts nothing redirects: the page itself has the way there, and Go now. */}
      <p className="js-only flex items-center gap-2 text-slate-700">
        <span className="text-brand-700">
          <Spinner decorative className="size-4" />
        </span>
        {sharePage.redirecting}
      </p>
      <Link to={target} replace className={`${buttonClass("primary")} w-full desktop:w-auto desktop:px-8`}>
        {sharePage.goNow}
      </Link>
    </div>
  );
}
