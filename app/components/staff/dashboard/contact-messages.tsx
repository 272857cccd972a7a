import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { contactMessagesPanel as text } from "../../../../domain/messages/contact-messages";
import { contactMessagesQuery } from "../../../api/admin-dashboard";
import { formatShortDateTime } from "../../../formats";
import { Pager } from "../../manage/pager";
import { CELL, DataTable } from "../data-table";
import { Panel, Skeleton } from "./panel";

// What the contact form received, newest first, a page at a time; the
// address is a mail link, since the answer goes by e-mail.
export function ContactMessages() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching } = useQuery(contactMessagesQuery(page));
  const pages = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <section aria-labelledby="contact-messages" className="mt-10">
      <h2 id="contact-messages" className="text-xl font-semibold text-slate-900">
        {text.title}
      </h2>
      <div className="mt-4">
        <Panel hint={text.hint}>
          {isPending && <Skeleton className="h-24 w-full" />}
          {isError && (
            <p role="alert" className="text-sm text-red-700">
              {text.failed}
            </p>
          )}
          {data && data.messages.length === 0 && <p className="text-sm text-slate-600">{text.empty}</p>}
          {data && data.messages.length > 0 && (
            <div className="flex flex-col gap-4">
              <DataTable
                caption={text.title}
                headings={[text.received, text.from, text.subject, text.message]}
                busy={isFetching}
              >
                {data.messages.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${CELL} whitespace-nowrap`}>{formatShortDateTime(entry.createdAt)}</td>
                    <td className={`${CELL} break-all`}>
                      <a href={`mailto:${entry.email}`} className="text-brand-700 hover:underline">
                        {entry.email}
                      </a>
                    </td>
                    <td className={`${CELL} break-words font-medium`}>{entry.subject}</td>
                    <td className={`${CELL} min-w-60 whitespace-pre-line break-words text-slate-700`}>
                      {entry.message}
                    </td>
                  </tr>
                ))}
              </DataTable>
              {pages > 1 && (
                <Pager page={data.page} pages={pages} busy={isFetching} onPage={setPage} label={text.pagination} />
              )}
            </div>
          )}
        </Panel>
      </div>
    </section>
  );
}
