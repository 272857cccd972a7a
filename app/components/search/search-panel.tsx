import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { landing, landingPage } from "../../../domain/messages/landing";
import { fetchPin, foundPin, pinQuery, searchFailureMessage, suggestionsOf, topPinsQuery } from "../../api/pins";
import { useNavigate } from "../../hooks/use-navigate";
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration";
import { useHydrated } from "../../hydration";
import { pinPath } from "../../paths";
import { LandingPanel } from "../landing/landing-panel";
import { buttonClass, inputClass } from "../ui/button-styles";
import { Link } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { NameSuggestions } from "./name-suggestions";

export function SearchPanel() {
  const [name, setName] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setName);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popular = useQuery(topPinsQuery);

  const searching = useMutation({
    mutationFn: fetchPin,
    onSuccess: (found) => {
      queryClient.setQueryData(pinQuery(found.pin.mypin).queryKey, foundPin(found));
      navigate(pinPath(found.pin.mypin));
    },
    onError: (error) => toast.error(searchFailureMessage(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "" || searching.isPending) return;
    searching.mutate(trimmed);
  };

  const examples = popular.data ?? [];
  return (
    <LandingPanel title={landingPage.searchTitle} intro={landingPage.searchIntro}>
      {/* A plain GET of /?pin=, the share link's own address, until the page is hydrated or without
          scripts: the worker answers it with the result. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is announced by every browser, <search> not yet */}
      <form role="search" action="/" method="get" onSubmit={onSubmit} className="flex flex-col gap-3">
        <input
          ref={field}
          type="text"
          name="pin"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-label={landing.searchPlaceholder}
          placeholder={landing.searchPlaceholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          className={inputClass}
        />
        <SearchButton empty={name.trim() === ""} pending={searching.isPending} />
      </form>
      <NameSuggestions names={suggestionsOf(searching.error)} heading="h3" />
      {/* Each a link to its result, as a shared link is: the landing's HTML comes with them
          (worker/routes/pages.ts), so they work before, and without, any script. */}
      {examples.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{landingPage.topSearched}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {examples.map((pin) => (
              <li key={pin.mypin} className="max-w-full">
                <Link
                  translate="no"
                  to={pinPath(pin.mypin)}
                  className="block max-w-full truncate rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {pin.mypin}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </LandingPanel>
  );
}

// Until the page is hydrated the form is a plain GET, which the field's own `required` guards; then
// the button waits for a name. Apart, so only it renders again once the page is hydrated.
function SearchButton({ empty, pending }: { empty: boolean; pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={(hydrated && empty) || pending}
      aria-busy={pending}
      className={buttonClass("primary")}
    >
      {pending && <Spinner decorative className="size-4" />}
      {landing.getDirections}
    </button>
  );
}
