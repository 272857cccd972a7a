import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { sharePage } from "../../domain/messages/share";
import { normalizeName } from "../../domain/names";
import { buttonClass } from "../components/ui/button-styles";
import { PinIcon } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { Spinner } from "../components/ui/spinner";
import { pinPath } from "../paths";

// Core-flow section 9: the share page waits this long before opening the pin.
const REDIRECT_DELAY_MS = 2000;

// /share/{mypin}: an interstitial that opens the pin's search result, at once with the button.
// Both replace this page in the history, so Back does not land on it and redirect again.
export default function SharePage() {
  const { mypin = "" } = useParams();
  const name = normalizeName(mypin);
  const target = pinPath(name);
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, target]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <PinIcon className="size-14 text-brand-700" />
      <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{sharePage.title(name)}</h1>
      <p className="flex items-center gap-2 text-slate-700">
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
