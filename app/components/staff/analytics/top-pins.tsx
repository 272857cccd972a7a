import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { analyticsPage } from "../../../../domain/messages/dashboard";
import { topSearchedPinsQuery } from "../../../api/admin-analytics";
import { formatShortDateTime } from "../../../formats";
import { pinPath } from "../../../paths";
import { Link } from "../../ui/link";
import { LoadFailed } from "../../ui/load-states";
import { DataTable } from "../data-table";
import { cellClass, Empty, Loading, Section, useFailureToast } from "./section";

export function TopPins() {
  const { data, error, refetch } = useQuery(topSearchedPinsQuery);
  useFailureToast(error, analyticsPage.topPinsFailed);
  const columns = analyticsPage.topPinsColumns;
  let body: ReactNode;
  if (data === undefined) {
    body =
      error === null ? (
        <Loading />
      ) : (
        <LoadFailed message={analyticsPage.topPinsFailed} onRetry={() => void refetch()} />
      );
  } else if (data.length === 0) {
    body = <Empty>{analyticsPage.noTopPins}</Empty>;
  } else {
    body = (
      <DataTable caption={analyticsPage.topPins} headings={Object.values(columns)}>
        {data.map((pin, index) => (
          <tr key={pin.mypin}>
            <td className={`${cellClass} tabular-nums`}>{index + 1}</td>
            <td className={cellClass}>
              <Link to={pinPath(pin.mypin)} className="font-medium text-brand-700 underline">
                {pin.mypin}
              </Link>
            </td>
            <td className={`${cellClass} tabular-nums`}>{pin.searchCount}</td>
            <td className={cellClass}>{pin.userEmail ?? analyticsPage.none}</td>
            <td className={cellClass}>{formatShortDateTime(pin.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
    );
  }
  return (
    <Section id="top-pins" title={analyticsPage.topPins}>
      {body}
    </Section>
  );
}
