import { type ReactNode, useEffect } from "react";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { CELL } from "../data-table";

// The parts every section of the analytics page shares: its heading, its loading and empty states,
// the toast of a failed read, and the cells of its tables.

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-20 flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div role="status" className="flex justify-center py-8 text-brand-700">
      <Spinner className="size-8" />
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
      {children}
    </p>
  );
}

// A failed read says so in a toast too, once per section, as the spec's admin failures do.
export function useFailureToast(error: Error | null, message: string) {
  useEffect(() => {
    if (error !== null) toast.error(message, { id: message });
  }, [error, message]);
}

export const cellClass = `${CELL} whitespace-nowrap`;
