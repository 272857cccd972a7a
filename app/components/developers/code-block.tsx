import type { ReactNode } from "react";
import { developersPage as text } from "../../../domain/messages/developers";
import { manage } from "../../../domain/messages/manage";
import { CopyIcon } from "../ui/icons";
import { toast } from "../ui/toast";

// What may be wider than a phone (code, a table) scrolls sideways in a frame the keyboard can reach
// and scroll too (WCAG 2.1.1), where a pointer swipes.
export function ScrollFrame({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame is reached to be scrolled
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}
    >
      {children}
    </div>
  );
}

// A sample to paste, with a button that copies it whole.
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(text.codeCopied);
    } catch {
      toast.error(manage.copyFailed);
    }
  };
  return (
    // Code reads the same in every language: a page translator leaves it alone too.
    <figure translate="no" className="relative mt-3">
      <figcaption className="sr-only">{label}</figcaption>
      <ScrollFrame className="rounded-xl bg-slate-900">
        <pre className="p-4 pr-24 font-mono text-sm leading-relaxed text-slate-100">
          <code>{code}</code>
        </pre>
      </ScrollFrame>
      <button
        type="button"
        onClick={() => void copy()}
        className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-lg bg-slate-700 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-slate-600 focus-visible:outline-2 focus-visible:outline-white"
      >
        <CopyIcon className="size-4" />
        {text.copyCode}
      </button>
    </figure>
  );
}
