import type { MouseEvent } from "react";
import { useNavigate } from "../../hooks/use-navigate";
import { PageShell } from "../layout/page-shell";

// The rendered Markdown carries bare elements, so the wrapper styles them as a readable document:
// spaced headings and paragraphs, bulleted lists, ruled tables whose cookie names keep to one line
// where there is room and wrap on a phone instead of widening the page.
const DOCUMENT_CLASS = [
  "mt-4 max-w-3xl leading-relaxed text-slate-700",
  "[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_p]:mt-4 [&_em]:text-slate-600 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-900",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left [&_th]:align-bottom [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top [&_td]:[overflow-wrap:anywhere] sm:[&_td:first-child]:whitespace-nowrap",
].join(" ");

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// A legal page: its title and the HTML its Markdown rendered to at build time.
export function LegalDocument({ title, html }: { title: string; html: string }) {
  const navigate = useNavigate();

  // The document's links are plain anchors; one to a page of this site opens through the router,
  // as every other link does, instead of loading the whole app again.
  function followSiteLink(event: MouseEvent<HTMLElement>) {
    const href = (event.target as Element).closest("a")?.getAttribute("href");
    if (!href?.startsWith("/") || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <PageShell title={title}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the links inside, which the keyboard already activates */}
      <article
        className={DOCUMENT_CLASS}
        onClick={followSiteLink}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML off
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </PageShell>
  );
}
