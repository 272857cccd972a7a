import { useEffect, useRef, useState } from "react";
import type { TCoordinates } from "../../../domain/coordinates";
import { create } from "../../../domain/messages/purchase";
import { type TTier, tierLabel } from "../../../domain/names";
import { useCurrencies } from "../../hooks/use-currencies";
import { usePurchase } from "../../hooks/use-purchase";
import { useSession } from "../../hooks/use-session";
import type { TStartPosition } from "../../hooks/use-start-position";
import type { TPendingPurchase } from "../../storage";
import { buttonClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { MapPlacement } from "./map-placement";
import { PlaceHelpDialog } from "./place-help-dialog";
import { PromoDialog } from "./promo-dialog";
import { PromoErrorDialog } from "./promo-error-dialog";
import { yearlyPrice } from "./yearly-price";

// The create page once the name is held and the marker has a place: map, address search, Buy.
export function PinPlacement({
  name,
  tier,
  start,
  resumed,
  source,
  keepHold,
}: {
  name: string;
  tier: TTier;
  start: TStartPosition;
  resumed: TPendingPurchase | null;
  source: string;
  keepHold: () => void;
}) {
  const { user, isPending: sessionPending } = useSession();
  const { payment: currency } = useCurrencies();
  const [position, setPosition] = useState<TCoordinates>(start.point);
  const buyButton = useRef<HTMLButtonElement>(null);
  const flow = usePurchase({ name, source, position, keepHold });

  // Signed in after pressing Buy: the promotion-code step opens by itself.
  const resumable = useRef(resumed?.shouldShowPromoDialog === true);
  useEffect(() => {
    if (user === null || !resumable.current || resumed === null) return;
    resumable.current = false;
    flow.resume(resumed);
  }, [user, resumed, flow]);

  // Focus goes back to Buy once no dialog is left open (one dialog may hand over to the other).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (document.querySelector('[role="dialog"]') === null) buyButton.current?.focus();
  };

  return (
    <MapPlacement name={name} start={start} position={position} onMove={setPosition}>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{tierLabel(tier)}</span> · {yearlyPrice(tier, currency)}
      </p>
      <div className="flex items-center gap-3">
        <button
          ref={buyButton}
          type="button"
          onClick={flow.buy}
          disabled={sessionPending || flow.busy !== null}
          aria-busy={flow.busy !== null}
          className={`${buttonClass("primary")} flex-1 py-3 text-base`}
        >
          {flow.busy !== null && <Spinner decorative className="size-4" />}
          {create.buy}
        </button>
        <PlaceHelpDialog />
      </div>
      <PromoDialog
        open={flow.step.kind === "promo"}
        initialCode={flow.step.kind === "promo" ? flow.step.code : ""}
        busy={flow.busy === "offer" ? null : flow.busy}
        onApply={flow.apply}
        onSkip={flow.skip}
        onClose={flow.close}
        onCloseAutoFocus={returnFocus}
      />
      <PromoErrorDialog
        message={flow.step.kind === "promoError" ? flow.step.message : null}
        busy={flow.busy !== null}
        onTryAnother={flow.tryAnotherCode}
        onSkip={flow.skip}
        onClose={flow.close}
        onCloseAutoFocus={returnFocus}
      />
    </MapPlacement>
  );
}
