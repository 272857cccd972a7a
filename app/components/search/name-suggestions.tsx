import { useId } from "react";
import { search } from "../../../domain/messages/search";
import type { TSuggestion } from "../../../domain/page-data";
import { pinPath } from "../../paths";
import { Link } from "../ui/link";

// "Did you mean": the pins' names close to one a search missed, each a link to its result with
// where it is under it, so the visitor picks the right place. The heading's level is the caller's,
// under whichever heading the list sits.
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
          <li key={mypin} className="max-w-full">
            <Link
              to={pinPath(mypin)}
              className="block max-w-full truncate rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 underline-offset-2 hover:bg-brand-100 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {mypin}
            </Link>
            <span className="block px-3 text-xs text-slate-600">{near}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
