import { resultPage } from "../../../domain/messages/directions";

// The owner's note for visitors ("Ring the bell at gate 2"), as the text it is: its line breaks
// kept, an address in it shown and never made a link. It is in the owner's language, not
// necessarily the page's: lang="" says so (a browser may still offer to translate it). An empty note leaves the box out, which the
// server's HTML of a pin without one has too (the element is there, hidden).
export function ArrivalNote({ note }: { note: string }) {
  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-left has-[p:empty]:hidden">
      <h2 className="text-sm font-semibold text-amber-900">{resultPage.arrivalNote}</h2>
      <p lang="" className="mt-1 whitespace-pre-line break-words text-slate-800">
        {note}
      </p>
    </section>
  );
}

// "near Lyon, France", or nothing while the pin's town is unknown.
export function NearPlace({ near, className = "" }: { near: string; className?: string }) {
  return <p className={`break-words text-slate-600 empty:hidden ${className}`}>{near}</p>;
}
