import { formatGuide } from "../../../domain/messages/names";
import { TIER_HINT, TIER_ORDER, tierLabel } from "../../../domain/names";
import { TierExamples } from "./tier-examples";

// The three name formats with their help and examples, as the format guide
// dialog and the availability checker show them; the dialog adds the price-tier hint.
export function TierGuide({ withHint = false }: { withHint?: boolean }) {
  return (
    <dl className="space-y-3">
      {TIER_ORDER.map((tier) => (
        <div key={tier} className={withHint ? "rounded-lg border border-slate-200 p-3" : undefined}>
          <dt className="flex items-center justify-between font-semibold">
            {tierLabel(tier)}
            {withHint && <span className="text-sm text-brand-700">{TIER_HINT[tier]}</span>}
          </dt>
          <dd className="mt-1 text-sm text-slate-700">
            {formatGuide[tier].help}
            <TierExamples tier={tier} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
