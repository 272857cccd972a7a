import { search } from "../../../domain/messages/search";
import type { TSuggestion } from "../../../domain/page-data";
import { buttonClass } from "../ui/button-styles";
import { Link } from "../ui/link";
import { NameSuggestions } from "./name-suggestions";

// The result screen of a name no pin has (a shared link that went stale, a mistyped address): said
// on the page, with the near names the search found and the way back to the search.
export function PinNotFound({ name, suggestions }: { name: string; suggestions: readonly TSuggestion[] }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{search.notFound}</h1>
        <p className="break-words text-slate-700">{search.searchedFor(name)}</p>
        <p className="text-slate-700">{search.notFoundDetail}</p>
      </div>
      <NameSuggestions names={suggestions} heading="h2" />
      <Link to="/" className={buttonClass("primary")}>
        {search.searchAgain}
      </Link>
    </section>
  );
}
