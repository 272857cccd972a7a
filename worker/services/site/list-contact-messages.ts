import { listContactMessagesPage } from "../../../db/queries/contact-messages";
import { countContactMessages } from "../../../db/queries/dashboard";
import { CONTACT_MESSAGES_PAGE_SIZE } from "../../../domain/contact";
import type { TDeps } from "../../platform/dependencies";

// The dashboard's page of messages, newest first, with how many there are in all.
export async function listContactMessages({ db }: TDeps, { page }: { page: number }) {
  const [messages, total] = await Promise.all([listContactMessagesPage(db, page), countContactMessages(db)]);
  return { messages, page, pageSize: CONTACT_MESSAGES_PAGE_SIZE, total };
}
