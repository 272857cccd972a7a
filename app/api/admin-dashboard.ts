import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, client, type TDataOf, unwrap } from "./client";

// The admin's dashboard: system controls, overview, audit trail and
// help desk access.
const admin = client.admin;

// Kept here rather than in query-keys.ts, which the first paint loads: only this screen reads them.
// Every key starts with "admin", so an action refreshes them all at once.
export const dashboardKeys = {
  all: ["admin"],
  overview: ["admin", "overview"],
  audit: (actor: string | undefined) => ["admin", "audit", actor ?? null],
  roles: ["admin", "roles"],
  contactMessages: (page: number) => ["admin", "contact-messages", page],
} as const;

export function syncSubscriptions() {
  return call(() => admin.sync.$post({ json: {} }));
}

// A dry run lists; a confirm names the pins its preview listed, and only those still overdue go.
export function releaseOverdue(body: { dry: boolean; pins?: string[] }) {
  return call(() => admin["release-overdue"].$post({ json: body }));
}

export const overviewQuery = queryOptions({
  queryKey: dashboardKeys.overview,
  queryFn: () => unwrap(call(() => admin.overview.$get())),
});

export function auditQuery(actor: string | undefined) {
  return queryOptions({
    queryKey: dashboardKeys.audit(actor),
    queryFn: () => unwrap(call(() => admin.audit.$get({ query: actor === undefined ? {} : { actor } }))),
  });
}

function listRoleGrants() {
  return call(() => admin.roles.$get());
}

export type TRoleGrant = TDataOf<typeof listRoleGrants>["grants"][number];

export const roleGrantsQuery = queryOptions({
  queryKey: dashboardKeys.roles,
  queryFn: () => unwrap(listRoleGrants()),
});

export function grantHelpDesk(body: { email: string; reason: string; expiresAt: number | null }) {
  return call(() => admin.roles.$post({ json: body }));
}

export function revokeHelpDesk(userId: string) {
  return call(() => admin.roles[":userId"].$delete({ param: { userId }, json: {} }));
}

// What the contact form received, newest first, a page at a time.
export function contactMessagesQuery(page: number) {
  return queryOptions({
    queryKey: dashboardKeys.contactMessages(page),
    queryFn: () => unwrap(call(() => admin["contact-messages"].$get({ query: { page: String(page) } }))),
    placeholderData: keepPreviousData,
  });
}
