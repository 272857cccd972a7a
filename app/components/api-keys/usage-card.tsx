import { useId } from "react";
import { utcDay } from "../../../domain/analytics";
import { monthOf } from "../../../domain/api-keys";
import { apiKeysPage as text } from "../../../domain/messages/developers";
import type { TApiKeys } from "../../api/api-keys";
import { formatCount, formatUtcDay } from "../../formats";
import { UsageChart } from "./usage-chart";

// The day the month's allowance starts again: the 1st of the next UTC month.
const nextMonthDay = (month: string) => utcDay(monthOf(Date.parse(`${month}-01T00:00:00.000Z`)).endsAt);

// This month's calls of all the account's keys against the free allowance they share.
export function UsageCard({ usage }: { usage: TApiKeys["usage"] }) {
  const headingId = useId();
  const summary = text.usage(formatCount(usage.used), formatCount(usage.quota));
  const share = usage.quota > 0 ? Math.min(1, usage.used / usage.quota) : 1;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 desktop:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {text.usageHeading}
      </h2>
      <p className="font-medium text-slate-800">{summary}</p>
      <div
        role="progressbar"
        aria-label={summary}
        aria-valuemin={0}
        aria-valuemax={usage.quota}
        aria-valuenow={usage.used}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="text-sm text-slate-600">{text.resets(formatUtcDay(nextMonthDay(usage.month)))}</p>
      {usage.used === 0 ? <p className="text-sm text-slate-600">{text.noCallsYet}</p> : <UsageChart usage={usage} />}
    </section>
  );
}
