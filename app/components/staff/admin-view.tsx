import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { manage, managePage } from "../../../domain/messages/manage";
import { admin, staffPins } from "../../../domain/messages/staff";
import { TIER_ORDER, tierLabel } from "../../../domain/names";
import { adminPinsQuery } from "../../api/staff-pins";
import { HomeButton } from "../layout/home-button";
import { Pager } from "../manage/pager";
import { inputClass } from "../ui/button-styles";
import { ListLoading, LoadFailed } from "../ui/load-states";
import { toast } from "../ui/toast";
import { ReservedNamesPanel } from "./reserved-names-panel";
import { StaffPinGroup } from "./staff-pin-group";
import { useStaffSessionWatch } from "./use-staff-session-watch";

// Typing pauses this long before the list is asked for again, so a word is one request.
const FILTER_DELAY_MS = 300;

// The system admin's manage view: every pin, 50 a page, with the owner's
// e-mail, filtered on the server by the start of a name or an owner's e-mail.
export default function AdminView() {
  const [typed, setTyped] = useState("");
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(1);
  const filterId = useId();
  useStaffSessionWatch();
  const { data, error, isFetching, refetch } = useQuery(adminPinsQuery(page, filter));

  useEffect(() => {
    const next = typed.trim();
    if (next === filter) return;
    const timer = setTimeout(() => {
      setFilter(next);
      setPage(1);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filter]);

  useEffect(() => {
    if (error !== null) toast.error(manage.loadFailed, { id: "admin-pins-failed" });
  }, [error]);

  const pages = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.pageSize));
  // Deleting the last pins of the last page leaves that page past the end: show the new last page.
  const pastEnd = data !== undefined && data.page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages);
  }, [pastEnd, pages]);

  return (
    <>
      <div className="flex flex-col items-start gap-3 desktop:flex-row desktop:items-center desktop:gap-4">
        <HomeButton />
        <div>
          <h1 className="text-2xl font-bold tracking-tight desktop:text-3xl">{admin.manageTitle}</h1>
          {data !== undefined && (
            <p className="text-slate-600">
              {filter === "" ? staffPins.totalCount(data.total) : staffPins.matchCount(data.total)}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={filterId} className="text-sm font-semibold text-slate-900">
          {staffPins.filterLabel}
        </label>
        <input
          id={filterId}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={staffPins.filterPlaceholder}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputClass} desktop:max-w-md`}
        />
      </div>

      {data === undefined ? (
        error === null ? (
          <ListLoading />
        ) : (
          <LoadFailed onRetry={() => void refetch()} />
        )
      ) : data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          {filter === "" ? staffPins.nonePins : staffPins.noneMatch}
        </p>
      ) : (
        <>
          <div aria-busy={isFetching} className="flex flex-col gap-8">
            {TIER_ORDER.map((tier) => {
              const pins = data.pins.filter((pin) => pin.tier === tier);
              if (pins.length === 0) return null;
              return (
                <StaffPinGroup
                  key={tier}
                  heading={managePage.groupHeading(tierLabel(tier), data.counts[tier])}
                  pins={pins}
                  variant="admin"
                />
              );
            })}
          </div>
          {pages > 1 && <Pager page={data.page} pages={pages} busy={isFetching} onPage={setPage} />}
        </>
      )}

      <ReservedNamesPanel canRelease />
    </>
  );
}
