import { formatGuide } from "../../../domain/messages/names";
import { TIER_ORDER, tierLabel } from "../../../domain/names";
import { TierExamples } from "./tier-examples";

// A refused name is shown with the error and the format help text.
export default function NameRulesAlert({ error }: { error: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{error}</p>
      <ul className="mt-2 space-y-1">
        {TIER_ORDER.map((tier) => (
          <li key={tier}>
            <span className="font-medium">{tierLabel(tier)}:</span> {formatGuide[tier].help}
            <TierExamples tier={tier} />
          </li>
        ))}
      </ul>
    </div>
  );
}
