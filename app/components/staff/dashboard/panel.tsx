import type { ReactNode } from "react";

// One box of the dashboard, the same on every section; a box alone in its section takes the
// section's heading and needs no title of its own.
export function Panel({ title, hint, children }: { title?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {title && <h3 className="text-base font-semibold text-slate-900">{title}</h3>}
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className={title || hint ? "mt-4" : ""}>{children}</div>
    </div>
  );
}

// Shown while a figure loads: the card keeps its size, so nothing jumps when it arrives.
export function Skeleton({ className = "h-8 w-24" }: { className?: string }) {
  return <div aria-hidden="true" className={`${className} animate-pulse rounded bg-slate-200`} />;
}
