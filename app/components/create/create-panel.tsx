import { useMutation } from "@tanstack/react-query";
import { type FormEvent, Suspense, useId, useRef, useState } from "react";
import { landing, landingPage } from "../../../domain/messages/landing";
import { nameStatus } from "../../../domain/messages/names";
import { normalizeName, TIER_HINT, tierLabel, validateName } from "../../../domain/names";
import { limitMessage, namePolicyMessage } from "../../api/client";
import { nameAvailability } from "../../api/pins";
import { useNavigate } from "../../hooks/use-navigate";
import { useSession } from "../../hooks/use-session";
import { useTypedBeforeHydration } from "../../hooks/use-typed-before-hydration";
import { useHydrated } from "../../hydration";
import { lazyWithPreload } from "../../lazy-with-preload";
import { createPagePath } from "../../paths";
import { clearStoredItem, getStoredItem } from "../../storage";
import { LandingPanel } from "../landing/landing-panel";
import { buttonClass, inputClass } from "../ui/button-styles";
import { NeedsJavaScript } from "../ui/needs-javascript";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { FormatGuideButton } from "./format-guide-button";

// The rules are shown only for a refused name, so they load once the visitor starts typing one.
const NameRulesAlert = lazyWithPreload(() => import("./name-rules-alert"));

export function CreatePanel() {
  const [name, setName] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setName);
  const hintId = useId();
  const navigate = useNavigate();
  const validation = validateName(name, import.meta.env.PUBLIC_ORIGIN);
  const error = !validation.isValid && name.trim() !== "" && refusal === null ? validation.error : undefined;
  const tier = validation.isValid ? validation.tier : undefined;

  const availability = useMutation({
    mutationFn: nameAvailability,
    onSuccess: (answer, checked) => {
      if (answer.available) {
        // A purchase left half-way for another name is given up: the create page would not resume
        // it, and a sign-in later would take the buyer back to that name instead of this one.
        if (getStoredItem("pendingPurchase")?.mypin !== checked) clearStoredItem("pendingPurchase");
        navigate(createPagePath(checked));
        return;
      }
      toast.error(answer.reason === "held" ? nameStatus.temporarilyUnavailable : nameStatus.exists);
    },
    onError: (error) => toast.error(limitMessage(error) ?? namePolicyMessage(error) ?? nameStatus.availabilityFailed),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validation.isValid) {
      setRefusal(validation.error ?? "");
      return;
    }
    availability.mutate(normalizeName(name));
  };

  return (
    <LandingPanel title={landingPage.createTitle} intro={landingPage.createIntro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <NeedsJavaScript />
        <input
          ref={field}
          type="text"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setRefusal(null);
            void NameRulesAlert.preload();
          }}
          aria-label={landing.createPlaceholder}
          placeholder={landing.createPlaceholder}
          aria-invalid={error !== undefined || refusal !== null}
          aria-describedby={error !== undefined || tier !== undefined ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          required
          className={inputClass}
        />
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm">
          {error !== undefined && (
            <p id={hintId} className="text-red-700">
              {error}
            </p>
          )}
          {tier !== undefined && (
            <p id={hintId} className="font-medium text-brand-700">
              {tierLabel(tier)} {TIER_HINT[tier]}
            </p>
          )}
          <FormatGuideButton />
        </div>
        {refusal !== null && (
          <Suspense fallback={null}>
            <NameRulesAlert error={refusal} />
          </Suspense>
        )}
        <CheckButton pending={availability.isPending} />
        <ManageButton />
        <p className="text-center text-xs text-slate-500">{landing.signInNote}</p>
      </form>
    </LandingPanel>
  );
}

// The parts that wait for the page to be hydrated are apart, so only they render again then: the
// check, which a press before then would lose, and the signed-in owner's way to their pins.
function CheckButton({ pending }: { pending: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated || pending} aria-busy={pending} className={buttonClass("primary")}>
      {pending && <Spinner decorative className="size-4" />}
      {landing.createButton}
    </button>
  );
}

function ManageButton() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (user === null) return null;
  return (
    <button
      type="button"
      onClick={() => navigate("/", { state: { showManageMyPins: true } })}
      className={buttonClass("secondary")}
    >
      {landing.manageButton}
    </button>
  );
}
