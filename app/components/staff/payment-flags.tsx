import { staffPins } from "../../../domain/messages/staff";

import type { TStaffPin } from "../../../domain/staff";
import { formatPrice } from "../../formats";

const { payment } = staffPins;

// Stripe's dispute statuses: the "warning_" ones are inquiries; won and lost are closed.
function disputeText(status: string) {
  if (status === "won") return payment.disputeWon;
  if (status === "lost") return payment.disputeLost;
  return payment.disputeOpen;
}

// What staff need to know of a pin's payments before they act on it, under its owner's e-mail:
// a dispute and how it stands, what was refunded, a subscription revoked for a reversed payment,
// and a pin staff took off the public list. Nothing when there is nothing to say.
export function PaymentFlags({ pin }: { pin: TStaffPin }) {
  const flags = [
    pin.disputeStatus === null ? null : disputeText(pin.disputeStatus),
    pin.refundedMinor > 0 && pin.currency ? payment.refunded(formatPrice(pin.refundedMinor / 100, pin.currency)) : null,
    pin.reversedAt === null ? null : payment.reversed,
    pin.hiddenFromTop ? staffPins.hiddenFromTop : null,
  ].filter((flag) => flag !== null);
  if (flags.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li key={flag} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          {flag}
        </li>
      ))}
    </ul>
  );
}
