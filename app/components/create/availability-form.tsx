import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { nameRules } from "../../../domain/messages/names";
import { availability, availabilityPage } from "../../../domain/messages/purchase";
import { normalizeName, type TTier, tierLabel, validateName } from "../../../domain/names";
import { type ApiError, byCode, namePolicyMessage } from "../../api/client";
import { holdLimitRefusal, holdName } from "../../api/holds";
import { useNavigate } from "../../hooks/use-navigate";
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration";
import { buttonClass, inputClass } from "../ui/button-styles";
import { NeedsJavaScript } from "../ui/needs-javascript";
import { Spinner } from "../ui/spinner";
import { yearlyPrice } from "./yearly-price";

// On the landing page, the two refusals a visitor can act on get their own words,
// as does a name the policy refuses; anything else (a rate limit, a network failure) asks them to
// try again.
function refusalMessage(error: ApiError): string {
  return (
    byCode(error, { NAME_TAKEN: availability.taken, NAME_HELD: availability.reserved }) ??
    namePolicyMessage(error) ??
    holdLimitRefusal(error) ??
    availability.unable
  );
}

function reservationPath(name: string, tier: TTier, virtual: boolean): string {
  const query = new URLSearchParams({
    mypin: name,
    tier,
    virtual: String(virtual),
    requireLocation: "true",
    reservedAt: String(Date.now()),
  });
  return `/landing2?${query}`;
}

// The /landing checker: validates on each keystroke and holds a free name for the visitor.
export function AvailabilityForm() {
  const [name, setName] = useState("");
  const [edited, setEdited] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, (typed) => {
    setName(typed);
    setEdited(true);
  });
  const inputId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const validation = validateName(name, import.meta.env.PUBLIC_ORIGIN);
  const tier = validation.isValid ? validation.tier : undefined;

  const check = useMutation({
    mutationFn: (checked: { name: string; tier: TTier }) => holdName(checked.name),
    onSuccess: (result, checked) => {
      if (result.ok) navigate(reservationPath(checked.name, checked.tier, result.data.hold.kind === "anonymous"));
    },
  });
  const refusal = check.data && !check.data.ok ? refusalMessage(check.data.error) : null;
  // An untouched empty field is not an error yet; once the visitor has typed, every state is shown.
  const error = !validation.isValid && edited ? (validation.error ?? nameRules.invalidFormat) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tier !== undefined && !check.isPending) check.mutate({ name: normalizeName(name), tier });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <NeedsJavaScript />
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {availabilityPage.nameLabel}
      </label>
      <input
        ref={field}
        id={inputId}
        type="text"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setEdited(true);
          check.reset();
        }}
        placeholder={availabilityPage.namePlaceholder}
        readOnly={check.isPending}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined || tier !== undefined ? hintId : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        className={inputClass}
      />
      <div id={hintId} className="min-h-12 text-sm">
        {error !== undefined && <p className="text-red-700">{error}</p>}
        {tier !== undefined && (
          <>
            <p className="font-semibold text-brand-700">{nameRules.validFormat(tierLabel(tier))}</p>
            <p className="text-slate-700">
              <span className="font-semibold">{yearlyPrice(tier, "gbp")}</span>
              <span aria-hidden="true"> · </span>
              <span>{availability.cancelAnytime}</span>
            </p>
          </>
        )}
      </div>
      <button
        type="submit"
        disabled={!validation.isValid || check.isPending}
        aria-busy={check.isPending}
        className={`${buttonClass("primary")} desktop:self-start`}
      >
        {check.isPending && <Spinner decorative className="size-4" />}
        {availabilityPage.check}
      </button>
      <div role="alert" className="empty:hidden">
        {refusal !== null && (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">{refusal}</p>
        )}
      </div>
    </form>
  );
}
