import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EVENTS_SPAN_DAYS } from "../../../../domain/analytics-events";
import { eventCharts } from "../../../../domain/messages/consent";
import { eventsQuery } from "../../../api/admin-analytics";
import { LoadFailed } from "../../ui/load-states";
import { DataTable } from "../data-table";
import { PinsPerDayChart } from "../pins-per-day-chart";
import { cellClass, Empty, Loading, Section, useFailureToast } from "./section";

export function PageViews() {
  const { data, error, refetch } = useQuery(eventsQuery);
  useFailureToast(error, eventCharts.failed);
  let body: ReactNode;
  if (data === undefined) {
    body = error === null ? <Loading /> : <LoadFailed message={eventCharts.failed} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        {data.pageViews.every((day) => day.count === 0) ? (
          <Empty>{eventCharts.empty(EVENTS_SPAN_DAYS)}</Empty>
        ) : (
          <PinsPerDayChart days={data.pageViews} words={eventCharts} />
        )}
        <DataTable
          caption={eventCharts.typesCaption(EVENTS_SPAN_DAYS)}
          headings={[eventCharts.type, eventCharts.typeCount]}
        >
          {data.types.map((row) => (
            <tr key={row.type}>
              <td className={cellClass}>{eventCharts.types[row.type]}</td>
              <td className={`${cellClass} tabular-nums`}>{row.count}</td>
            </tr>
          ))}
        </DataTable>
      </>
    );
  }
  return (
    <Section id="page-views" title={eventCharts.section}>
      {body}
    </Section>
  );
}
