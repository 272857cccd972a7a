import type { ReactNode } from "react";

// Every staff table looks and reads the same: named by its caption for screen readers, one header
// row, rows divided by a rule, and sideways scrolling on a phone instead of a squeezed layout.
export function DataTable({
  caption,
  headings,
  busy,
  className = "",
  children,
}: {
  caption: string;
  headings: readonly string[];
  busy?: boolean;
  // Extra classes for the scrolling frame (a height limit) or the table (a minimum width).
  className?: string;
  children: ReactNode;
}) {
  // The frame takes focus so a keyboard can scroll it too (WCAG 2.1.1), where a pointer swipes.
  return (
    <div
      aria-busy={busy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame is reached to be scrolled
      tabIndex={0}
      className={`overflow-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={HEAD_CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

const HEAD_CELL = "whitespace-nowrap px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500";

export const CELL = "px-3 py-2 align-top";
