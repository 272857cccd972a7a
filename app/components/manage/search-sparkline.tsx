import { managePage } from "../../../domain/messages/manage";

const WIDTH = 60;
const HEIGHT = 16;

// The last 30 days of a pin's searches as a line under its total: the shape says whether people
// are finding the place; the label says the figure for those who cannot see it.
export function SearchSparkline({ days }: { days: number[] }) {
  const total = days.reduce((sum, count) => sum + count, 0);
  const highest = Math.max(1, ...days);
  const step = days.length > 1 ? WIDTH / (days.length - 1) : 0;
  const points = days
    .map((count, index) => `${(index * step).toFixed(1)},${(HEIGHT - 1 - (count / highest) * (HEIGHT - 2)).toFixed(1)}`)
    .join(" ");
  const label = managePage.searchHistory(total, days.length);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="mt-1 block overflow-visible text-brand-600"
    >
      <title>{label}</title>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
