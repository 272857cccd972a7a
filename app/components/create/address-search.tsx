import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { create, purchase } from "../../../domain/messages/purchase";
import { unwrap } from "../../api/client";
import { geocode, geocodeFailure, type TPlace } from "../../api/geocode";
import { buttonClass, inputClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";

// The public geocoder's usage policy allows a search per submit, never one per keystroke.
export function AddressSearch({ onFound }: { onFound: (place: TPlace) => void }) {
  const inputId = useId();
  const [address, setAddress] = useState("");
  const [found, setFound] = useState("");
  const search = useMutation({
    mutationFn: (query: string) => unwrap(geocode(query)),
    onSuccess: ({ place }) => {
      setFound(purchase.movedTo(place.label));
      onFound(place);
    },
    onError: (error) => {
      setFound("");
      toast.error(geocodeFailure(error));
    },
  });

  const query = address.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query !== "" && !search.isPending) search.mutate(query);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is announced by every browser, <search> not yet
    <form role="search" onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {create.addressPlaceholder}
        </label>
        <input
          id={inputId}
          type="search"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder={create.addressPlaceholder}
          enterKeyHint="search"
          autoComplete="street-address"
          maxLength={200}
          className={inputClass}
        />
        <button
          type="submit"
          disabled={query === "" || search.isPending}
          aria-busy={search.isPending}
          className={`${buttonClass("secondary")} shrink-0`}
        >
          {search.isPending && <Spinner decorative className="size-4" />}
          {purchase.searchAddress}
        </button>
      </div>
      <p role="status" className="truncate text-xs text-slate-500">
        {found}
      </p>
    </form>
  );
}
