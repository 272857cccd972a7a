import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useId, useState } from "react";
import { startPoint } from "../../../domain/messages/directions";
import type { TStartPointState } from "../../hooks/use-start-point";
import { buttonClass, inputClass } from "../ui/button-styles";
import { DialogFrame } from "../ui/dialog-frame";
import { Spinner } from "../ui/spinner";

// The start-point dialog: current location, a typed start address, or cancel.
// While one is being located, geocoded or routed, both are disabled; Cancel stays the way out.
export function StartPointForm({ state }: { state: TStartPointState }) {
  const inputId = useId();
  const [address, setAddress] = useState("");
  const query = address.trim();
  const busy = state.pending !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query !== "" && !busy) state.fromAddress(query);
  };

  return (
    <DialogFrame title={startPoint.title} description={startPoint.detail}>
      <div className="flex flex-col gap-4">
        <button
          type="button"
          onClick={state.fromCurrentLocation}
          disabled={busy}
          aria-busy={state.pending === "location"}
          className={`${buttonClass("primary")} w-full`}
        >
          {state.pending === "location" && <Spinner decorative className="size-4" />}
          {startPoint.useCurrentLocation}
        </button>
        <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          {startPoint.or}
        </p>
        <form onSubmit={onSubmit} className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {startPoint.addressLabel}
          </label>
          <div className="flex flex-col gap-2 desktop:flex-row">
            <input
              id={inputId}
              type="text"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              placeholder={startPoint.addressPlaceholder}
              required
              maxLength={200}
              enterKeyHint="go"
              autoComplete="street-address"
              className={inputClass}
            />
            <button
              type="submit"
              disabled={query === "" || busy}
              aria-busy={state.pending === "address"}
              className={`${buttonClass("secondary")} shrink-0`}
            >
              {state.pending === "address" && <Spinner decorative className="size-4" />}
              {startPoint.useAddress}
            </button>
          </div>
        </form>
        <Dialog.Close className={`${buttonClass("ghost")} w-full desktop:w-auto desktop:self-end`}>
          {startPoint.cancel}
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
