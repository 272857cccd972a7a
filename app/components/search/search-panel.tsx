import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { landing, landingPage } from "../../../domain/messages/landing";
import { fetchPin, pinQuery, searchFailureMessage, suggestionsOf, topPinsQuery } from "../../api/pins";
import { pinPath } from "../../paths";
import { LandingPanel } from "../landing/landing-panel";
import { buttonClass, inputClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { NameSuggestions } from "./name-suggestions";

export function SearchPanel() {
  const [name, setName] = useState("");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popular = useQuery(topPinsQuery);

  const searching = useMutation({
    mutationFn: fetchPin,
    onSuccess: (pin) => {
      queryClient.setQueryData(pinQuery(pin.mypin).queryKey, pin);
      navigate(pinPath(pin.mypin));
    },
    onError: (error) => toast.error(searchFailureMessage(error)),
  });

  const run = (input: string) => {
    const trimmed = input.trim();
    if (trimmed === "" || searching.isPending) return;
    searching.mutate(trimmed);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(name);
  };

  const examples = popular.data ?? [];
  return (
    <LandingPanel title={landingPage.searchTitle} intro={landingPage.searchIntro}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is announced by every browser, <search> not yet */}
      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-3">
        <input
          type="text"
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
        <button
          type="submit"
          disabled={name.trim() === "" || searching.isPending}
          aria-busy={searching.isPending}
          className={buttonClass("primary")}
        >
          {searching.isPending && <Spinner decorative className="size-4" />}
          {landing.getDirections}
        </button>
      </form>
      <NameSuggestions names={suggestionsOf(searching.error)} heading="h3" />
      {examples.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{landingPage.topSearched}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {examples.map((pin) => (
              <li key={pin.mypin}>
                <button
                  type="button"
                  onClick={() => {
                    setName(pin.mypin);
                    run(pin.mypin);
                  }}
                  disabled={searching.isPending}
                  className="max-w-full truncate rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  {pin.mypin}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </LandingPanel>
  );
}
