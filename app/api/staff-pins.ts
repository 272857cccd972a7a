import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TCoordinates } from "../../domain/coordinates";
import type { TDeleteReason, TStaffSearchType } from "../../domain/staff";
import { call, client, unwrap } from "./client";

// The staff manage views: the help desk's search, the admin's list of
// every pin, renaming and deleting a pin, and releasing reserved brand names.
const helpDesk = client.helpdesk;

export type { TStaffPin } from "../../domain/staff";

// Every key of the staff lists starts with staffPinsKey, so a rename or delete reaches whichever
// list is shown (see query-keys.ts for why they are here).
export const staffPinsKey = ["staff-pins"];
export const adminPinsKey = [...staffPinsKey, "all"];

// A search is asked for, never run on load: the help desk sees no list until it searches.
export function staffSearchQuery(by: TStaffSearchType, q: string) {
  return queryOptions({
    queryKey: [...staffPinsKey, "search", by, q],
    queryFn: () => unwrap(call(() => helpDesk.pins.$get({ query: { by, q } }))),
    retry: false,
  });
}

// One page of every pin, 50 a page, optionally only names or owners' e-mails starting with filter;
// the page shown stays on screen while the next one loads.
export function adminPinsQuery(page: number, filter: string) {
  return queryOptions({
    queryKey: [...adminPinsKey, page, filter],
    queryFn: () =>
      unwrap(
        call(() =>
          client.admin.pins.$get({ query: filter === "" ? { page: String(page) } : { page: String(page), filter } }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

// An admin's Edit Location on any pin (the owner's own goes through my-pins.ts).
export function moveStaffPin(id: number, point: TCoordinates) {
  return call(() => client.admin.pins[":id"].coordinates.$patch({ param: { id: String(id) }, json: point }));
}

export function renameStaffPin(id: number, mypin: string) {
  return call(() => helpDesk.pins[":id"].$patch({ param: { id: String(id) }, json: { mypin } }));
}

export function setPopularListing(id: number, hidden: boolean) {
  return call(() => helpDesk.pins[":id"]["popular-list"].$put({ param: { id: String(id) }, json: { hidden } }));
}

export function deleteStaffPin(id: number, reason: TDeleteReason) {
  return call(() => helpDesk.pins[":id"].$delete({ param: { id: String(id) }, json: { reason } }));
}

export const reservedReleasesQuery = queryOptions({
  queryKey: ["reserved-names"],
  queryFn: () => unwrap(call(() => helpDesk["reserved-names"].$get())),
});

export function releaseReservedName(release: { name: string; email: string; reason: string }) {
  return call(() => helpDesk["reserved-names"].$post({ json: release }));
}
