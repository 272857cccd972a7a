import { useId } from "react";
import type { TDayCount } from "../../../domain/analytics";
import { analyticsPage } from "../../../domain/messages/dashboard";
import { formatUtcDay } from "../../formats";

// A hand-drawn bar chart (no chart library: the page stays small). The SVG holds only the bars
// and stretches to any width; the axis labels are page text, so they keep their size on a phone.
// To assistive technology the SVG is one image described by its summary, and the numbers
// themselves are in a visually hidden table.
const BAR_HEIGHT = 100;
const BAR_WIDTH = 0.7;

export type TChartWords = {
  chartTitle: (days: number) => string;
  chartSummary: (total: number, days: number, max: number, busiest: string) => string;
  chartTable: string;
  day: string;
  count: string;
};

// Pins per day unless told other words (the page views per day use the same chart).
export function PinsPerDayChart({ days, words = analyticsPage }: { days: TDayCount[]; words?: TChartWords }) {
  const titleId = useId();
  const descriptionId = useId();
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), days[0] ?? { day: "", count: 0 });
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 text-xs text-slate-600">
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex flex-col justify-between text-right tabular-nums">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          viewBox={`0 0 ${days.length} ${BAR_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full border-b border-l border-slate-400"
        >
          <title id={titleId}>{words.chartTitle(days.length)}</title>
          <desc id={descriptionId}>
            {words.chartSummary(total, days.length, busiest.count, formatUtcDay(busiest.day || first))}
          </desc>
          {days.map((day, index) => {
            const height = (day.count / max) * BAR_HEIGHT;
            return (
              <rect
                key={day.day}
                x={index + (1 - BAR_WIDTH) / 2}
                y={BAR_HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
                className="fill-brand-600"
              />
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="flex justify-between pl-6">
        <span>{formatUtcDay(first)}</span>
        <span>{formatUtcDay(last)}</span>
      </div>
      <table className="sr-only">
        <caption>{words.chartTable}</caption>
        <thead>
          <tr>
            <th scope="col">{words.day}</th>
            <th scope="col">{words.count}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatUtcDay(day.day)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
