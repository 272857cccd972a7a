import type * as z from "zod";
import type { ZDayCount } from "./answers/analytics.ts";
import { DAY_MS } from "./lifecycle.ts";
import { DEFAULT_LOCALE, intlLocale, type TLocale } from "./locales.ts";
import { PINS_PER_DAY_SPAN_DAYS } from "./staff.ts";

// The analytics chart of pins created per day: days are UTC, so every admin reads the same bars
// wherever they are.

export type TDayCount = z.output<typeof ZDayCount>;

// "YYYY-MM-DD" of the UTC day holding epochMs, as SQLite's strftime('%Y-%m-%d', ..., 'unixepoch') writes it.
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

// The last `span` UTC days, today included, as epoch milliseconds [from, to).
export function dayWindow(now: number, span = PINS_PER_DAY_SPAN_DAYS): { from: number; to: number } {
  const to = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  return { from: to - span * DAY_MS, to };
}

// SQL groups only the days that have pins; the chart has a bar for every day of the window,
// oldest first, with zero for the days without.
export function fillDays(counts: readonly TDayCount[], now: number, span = PINS_PER_DAY_SPAN_DAYS): TDayCount[] {
  const byDay = new Map(counts.map(({ day, count }) => [day, count]));
  const { from } = dayWindow(now, span);
  return Array.from({ length: span }, (_unused, index) => {
    const day = utcDay(from + index * DAY_MS);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

// A chart label: the UTC day short, as the language writes it ("Jan 5, 2026" in English).
export function formatUtcDay(day: string, locale: TLocale = DEFAULT_LOCALE): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString(intlLocale(locale), {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
