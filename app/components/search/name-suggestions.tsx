import { useId } from "react";
import { search } from "../../../domain/messages/search";
import type { TSuggestion } from "../../../domain/page-data";
import { pinPath } from "../../paths";
import { Link } from "../ui/link";

// "Did you mean": the pins' names close to one a search missed, each a link to its result, with
// where it is, so the visitor picks the right place. The heading's level is the caller's, under
// whichever heading the list sits.
export function NameSuggestions({ names, heading: Heading }: { names: readonly TSuggestion[]; heading: "h2" | "h3" }) {
  const headingId = useId();
  if (names.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <Heading id={headingId} className="text-sm font-semibold text-slate-700">
        {search.didYouMean}
      </Heading>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map(({ mypin, near }) => (
          // The link is the name alone, as a screen reader lists links; it covers the whole card,
          // so the town beside it is part of what a visitor taps.
          <li
            key={mypin}
            className="relative flex max-w-full flex-col rounded-2xl bg-brand-50 px-3 py-1 text-sm hover:bg-brand-100 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-brand-600"
          >
            <Link
              to={pinPath(mypin)}
              className="truncate text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            >
              {mypin}
            </Link>
            <span className="truncate text-xs text-slate-600 empty:hidden">{near}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
