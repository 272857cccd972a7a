import { utcDay } from "../../../domain/analytics";
import { apiKeysPage as text } from "../../../domain/messages/developers";
import type { TApiKeys } from "../../api/api-keys";
import { formatUtcDay, formatUtcMonth } from "../../formats";

type TUsage = TApiKeys["usage"];

const BAR_HEIGHT = 40;
const BAR_WIDTH = 0.7;

// The API lists only the days with calls; the chart has a bar for every day of the month so far
// (today's UTC day, or the last day with calls should this device's clock be behind the server's).
function monthSoFar({ month, days }: TUsage, today: string) {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lastCalled = Math.max(0, ...days.map((day) => Number(day.day.slice(8))));
  const last = today.startsWith(month) ? Math.max(Number(today.slice(8)), lastCalled) : length;
  const calls = new Map(days.map((day) => [day.day, day.calls]));
  return Array.from({ length: last }, (_, index) => {
    const day = `${month}-${String(index + 1).padStart(2, "0")}`;
    return { day, calls: calls.get(day) ?? 0 };
  });
}

// Hand-drawn bars, as the staff's charts are (no chart library). To assistive technology it is one
// image named by its month; each bar's title gives its day's figure to a pointer.
export function UsageChart({ usage }: { usage: TUsage }) {
  const days = monthSoFar(usage, utcDay(Date.now()));
  const max = Math.max(1, ...days.map((day) => day.calls));
  return (
    <svg
      role="img"
      aria-label={text.usageChart(formatUtcMonth(usage.month))}
      viewBox={`0 0 ${days.length} ${BAR_HEIGHT}`}
      preserveAspectRatio="none"
      className="h-16 w-full border-b border-slate-300"
    >
      {days.map((day, index) => {
        const height = Math.max((day.calls / max) * BAR_HEIGHT, day.calls > 0 ? 1 : 0);
        return (
          <rect
            key={day.day}
            x={index + (1 - BAR_WIDTH) / 2}
            y={BAR_HEIGHT - height}
            width={BAR_WIDTH}
            height={height}
            className="fill-brand-600"
          >
            <title>{text.dayCalls(formatUtcDay(day.day), day.calls)}</title>
          </rect>
        );
      })}
    </svg>
  );
}
