import { useId } from "react";

import { standing } from "../../../domain/messages/manage";
import type { TOwnedPin } from "../../api/my-pins";
import { formatShortDateTime } from "../../formats";
import { RenewButton } from "./renew-button";

// A pin whose subscription ended for non-payment still resolves until its release, and only its
// owner can keep it (docs/decisions/023), so each one is named above the tables with that date.
export function GraceBanners({ pins }: { pins: TOwnedPin[] }) {
  const lapsed = pins.filter(
    (pin): pin is TOwnedPin & { releaseOn: number } => pin.standing === "grace" && pin.releaseOn !== null,
  );
  if (lapsed.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {lapsed.map((pin) => (
        <GraceBanner key={pin.id} pin={pin} releaseOn={pin.releaseOn} />
      ))}
    </div>
  );
}

function GraceBanner({ pin, releaseOn }: { pin: TOwnedPin; releaseOn: number }) {
  const headingId = useId();
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 desktop:flex-row desktop:items-center desktop:justify-between desktop:gap-6"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="break-words font-semibold">
          {standing.graceTitle(pin.mypin)}
        </h2>
        <p className="mt-1 text-sm">{standing.graceBody(formatShortDateTime(releaseOn))}</p>
      </div>
      <div className="shrink-0">
        <RenewButton pin={pin} prominent />
      </div>
    </div>
  );
}
