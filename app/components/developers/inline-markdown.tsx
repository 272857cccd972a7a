import type { ReactNode } from "react";

// The little Markdown the API's descriptions use (paragraphs, `code`, **strong**, *emphasis*),
// rendered as elements: the text is ours, but it is never parsed as HTML.
const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*)/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    const key = `${index}:${part}`;
    if (part.startsWith("`") && part.endsWith("`") && part.length > 1)
      return (
        <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">
          {part.slice(1, -1)}
        </code>
      );
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith("*") && part.endsWith("*") && part.length > 2) return <em key={key}>{part.slice(1, -1)}</em>;
    return part;
  });
}

export function InlineMarkdown({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
          {inline(paragraph)}
        </p>
      ))}
    </>
  );
}
