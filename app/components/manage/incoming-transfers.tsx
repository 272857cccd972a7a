import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { incomingTransfers } from "../../../domain/messages/transfers";
import { transferPath } from "../../../domain/transfers";
import { incomingTransfersQuery } from "../../api/transfers";
import { formatShortDateTime } from "../../formats";
import { buttonClass } from "../ui/button-styles";
import { Link } from "../ui/link";

// "Offered to you": the open offers of pins made to the signed-in account's address, each with the
// way to its offer page. Nothing while there are none (or they cannot be had: the list below is
// the page's business).
export function IncomingTransfers() {
  const headingId = useId();
  const { data } = useQuery(incomingTransfersQuery);
  if (!data || data.offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {incomingTransfers.heading}
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {data.offers.map((offer) => (
          <li
            key={offer.id}
            className="flex flex-col gap-2 desktop:flex-row desktop:items-center desktop:justify-between"
          >
            <p className="break-words text-slate-800">
              {incomingTransfers.item(offer.mypin, offer.from, formatShortDateTime(offer.expiresAt))}
            </p>
            <Link to={transferPath(offer.id)} className={`${buttonClass("primary")} shrink-0`}>
              {incomingTransfers.review}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
