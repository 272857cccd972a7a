import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { signInRequired } from "../../../domain/messages/accounts";
import { managePage } from "../../../domain/messages/manage";
import { helpDesk, staffPins } from "../../../domain/messages/staff";
import { TIER_ORDER, tierLabel } from "../../../domain/names";
import type { TStaffSearchType } from "../../../domain/staff";
import { failureOf, hasCode } from "../../api/client";
import { staffSearchQuery, type TStaffPin } from "../../api/staff-pins";
import { HomeButton } from "../layout/home-button";
import { buttonClass, inputClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { ReservedNamesPanel } from "./reserved-names-panel";
import { StaffPinGroup } from "./staff-pin-group";
import { useStaffSessionWatch } from "./use-staff-session-watch";

// Every search type with its label. The types are read from here: domain/staff.ts's list would
// travel with the first paint, which imports that file and has no room for it; the record's type
// keeps the two in step.
const TYPE_LABELS: Record<TStaffSearchType, string> = { email: staffPins.byEmail, name: staffPins.byName };
const SEARCH_TYPES = Object.keys(TYPE_LABELS) as TStaffSearchType[];

// The help desk's manage view: no list on load, only the search.
export default function HelpDeskView() {
  const [by, setBy] = useState<TStaffSearchType>("email");
  const [text, setText] = useState("");
  const [blank, setBlank] = useState(false);
  const [searched, setSearched] = useState<{ by: TStaffSearchType; q: string } | null>(null);
  const queryClient = useQueryClient();
  useStaffSessionWatch();
  const inputId = useId();
  const blankId = useId();

  const shown = useQuery({
    ...staffSearchQuery(searched?.by ?? by, searched?.q ?? ""),
    enabled: searched !== null,
  });

  // Each search, the same one again included, asks afresh and says how it went.
  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q === "") {
      setBlank(true);
      toast.error(helpDesk.searchTermRequired);
      return;
    }
    setBlank(false);
    setSearched({ by, q });
    try {
      const { pins } = await queryClient.fetchQuery(staffSearchQuery(by, q));
      if (pins.length === 0) toast.error(helpDesk.noResults, { description: helpDesk.noResultsFound });
    } catch (error) {
      if (hasCode(error, "UNAUTHENTICATED")) toast.error(signInRequired.viewAll);
      else toast.error(helpDesk.searchError, { description: failureOf(error).message || undefined });
    }
  };

  const clear = () => {
    setText("");
    setBlank(false);
    setSearched(null);
  };

  return (
    <>
      <div className="flex flex-col items-start gap-3 desktop:flex-row desktop:items-center desktop:gap-4">
        <HomeButton />
        <div>
          <h1 className="text-2xl font-bold tracking-tight desktop:text-3xl">{helpDesk.title}</h1>
          <p className="text-slate-600">{staffPins.searchNote}</p>
        </div>
      </div>

      <form
        onSubmit={(event) => void search(event)}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 desktop:p-6"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{staffPins.searchBy}</legend>
          <div className="inline-flex rounded-lg border border-slate-300 p-1">
            {SEARCH_TYPES.map((type) => (
              <label
                key={type}
                className="relative cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold text-slate-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name="search-type"
                  value={type}
                  checked={by === type}
                  onChange={() => setBy(type)}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-md"
                />
                {TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
            {staffPins.searchLabel}
          </label>
          <div className="flex flex-col gap-2 desktop:flex-row">
            <input
              id={inputId}
              type={by === "email" ? "email" : "text"}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setBlank(false);
              }}
              placeholder={staffPins.placeholders[by]}
              aria-invalid={blank}
              aria-describedby={blank ? blankId : undefined}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className={`${inputClass} desktop:max-w-md`}
            />
            <div className="flex gap-2">
              <button type="submit" className={buttonClass("primary")}>
                {staffPins.search}
              </button>
              <button type="button" onClick={clear} className={buttonClass("secondary")}>
                {staffPins.clear}
              </button>
            </div>
          </div>
          {blank && (
            <p id={blankId} role="alert" className="text-sm font-medium text-red-700">
              {helpDesk.searchTermRequired}
            </p>
          )}
        </div>
      </form>

      {searched !== null && (
        <Results pins={shown.data?.pins} isFetching={shown.isFetching} failed={shown.error !== null} />
      )}

      <ReservedNamesPanel canRelease={false} />
    </>
  );
}

function Results({
  pins,
  isFetching,
  failed,
}: {
  pins: TStaffPin[] | undefined;
  isFetching: boolean;
  failed: boolean;
}) {
  if (pins === undefined) {
    if (failed) {
      return (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 font-semibold text-red-900">
          {helpDesk.searchError}
        </p>
      );
    }
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-8" />
      </div>
    );
  }
  return (
    <section aria-label={staffPins.resultsHeading(pins.length)} aria-busy={isFetching} className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{staffPins.resultsHeading(pins.length)}</h2>
        <p role="status" className="text-slate-600">
          {staffPins.found(pins.length)}
        </p>
      </div>
      {pins.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <h3 className="text-lg font-semibold">{helpDesk.noResultsFound}</h3>
          <p className="text-slate-600">{staffPins.noResultsBody}</p>
        </div>
      ) : (
        TIER_ORDER.map((tier) => {
          const group = pins.filter((pin) => pin.tier === tier);
          if (group.length === 0) return null;
          return (
            <StaffPinGroup
              key={tier}
              heading={managePage.groupHeading(tierLabel(tier), group.length)}
              pins={group}
              variant="help_desk"
              level={3}
            />
          );
        })
      )}
    </section>
  );
}
