import { formatGuide } from "../../../domain/messages/names";
import type { TTier } from "../../../domain/names";

export function TierExamples({ tier }: { tier: TTier }) {
  return (
    <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
      {formatGuide.examples}:
      {formatGuide[tier].examples.map((example) => (
        <code key={example} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
          {example}
        </code>
      ))}
    </p>
  );
}
