import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, client, type TDataOf, unwrap } from "./client";

// The contact form (accounts-admin section 2) and the admins' list of what it received.
export function sendContactMessage(body: { email: string; subject: string; message: string }) {
  return call(() => client.contact.$post({ json: body }));
}

function listContactMessages(page: number) {
  return call(() => client.admin["contact-messages"].$get({ query: { page: String(page) } }));
}

export type TContactMessage = TDataOf<typeof listContactMessages>["messages"][number];

// Under the dashboard's "admin" key, so its actions refresh this list with the rest.
export function contactMessagesQuery(page: number) {
  return queryOptions({
    queryKey: ["admin", "contact-messages", page],
    queryFn: () => unwrap(listContactMessages(page)),
    placeholderData: keepPreviousData,
  });
}
