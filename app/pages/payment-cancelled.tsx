import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { purchase } from "../../domain/messages/purchase";
import { layout } from "../../domain/messages/site";
import { normalizeName } from "../../domain/names";
import { releaseHold } from "../api/holds";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { createPagePath } from "../paths";
import { clearStoredItem } from "../storage";

// /payment-cancelled?mypin=...: the buyer left the checkout page, so the name is let go at once
// (which also expires the open checkout session) rather than when the hold runs out.
export default function PaymentCancelledPage() {
  const [params] = useSearchParams();
  const name = normalizeName(params.get("mypin") ?? "");
  const released = useRef(false);

  useEffect(() => {
    clearStoredItem("pendingPayment");
    if (name === "" || released.current) return;
    released.current = true;
    void releaseHold(name);
  }, [name]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-10 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{purchase.cancelledTitle}</h1>
      <p className="break-words text-slate-700">
        {name === "" ? purchase.cancelledNoName : purchase.cancelledBody(name)}
      </p>
      <div className="flex w-full flex-col gap-2 desktop:flex-row desktop:justify-center">
        {name !== "" && (
          <Link to={createPagePath(name)} className={buttonClass("primary")}>
            {purchase.retry}
          </Link>
        )}
        <Link to="/" className={buttonClass(name === "" ? "primary" : "secondary")}>
          {layout.home}
        </Link>
      </div>
    </div>
  );
}
