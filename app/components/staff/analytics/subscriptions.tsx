import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

import { analyticsPage } from "../../../../domain/messages/dashboard";
import { admin } from "../../../../domain/messages/staff";
import { TIER_ORDER, type TTier, tierLabel } from "../../../../domain/names";
import { tierTotal } from "../../../../domain/owned-pins";
import { subscriptionsQuery } from "../../../api/admin-analytics";
import { formatShortDateTime } from "../../../formats";
import { Pager } from "../../manage/pager";
import { smallButtonClass } from "../../manage/small-button";
import { LoadFailed } from "../../ui/load-states";
import { DataTable } from "../data-table";
import { cellClass, Empty, Loading, Section, useFailureToast } from "./section";

const dateOrDash = (epochMs: number | null) => (epochMs === null ? analyticsPage.none : formatShortDateTime(epochMs));

export function Subscriptions() {
  const [tier, setTier] = useState<TTier | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useQuery(subscriptionsQuery(tier, page));
  useFailureToast(error, admin.subscriptionsFailed);
  const columns = analyticsPage.subscriptionColumns;
  const filters: { tier: TTier | null; label: string; count: number | undefined }[] = [
    {
      tier: null,
      label: analyticsPage.allTiers,
      count: data && tierTotal(data.counts),
    },
    ...[...TIER_ORDER].reverse().map((t) => ({ tier: t, label: tierLabel(t), count: data?.counts[t] })),
  ];
  const choose = (next: TTier | null) => {
    setTier(next);
    setPage(1);
  };

  let body: ReactNode;
  if (data === undefined) {
    body =
      error === null ? <Loading /> : <LoadFailed message={admin.subscriptionsFailed} onRetry={() => void refetch()} />;
  } else if (data.subscriptions.length === 0) {
    body = <Empty>{analyticsPage.noSubscriptions}</Empty>;
  } else {
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    body = (
      <>
        <p className="text-sm text-slate-600">{analyticsPage.subscriptionCount(data.total)}</p>
        <DataTable caption={analyticsPage.subscriptions} headings={Object.values(columns)} busy={isFetching}>
          {data.subscriptions.map((row) => (
            <tr key={row.id}>
              <td className={`${cellClass} font-mono text-xs`}>{row.id}</td>
              <td className={cellClass}>{row.email}</td>
              <td className={`${cellClass} font-mono text-xs`}>{row.user_id ?? analyticsPage.none}</td>
              <td className={cellClass}>{row.status}</td>
              <td className={cellClass}>{row.subscription_tier}</td>
              <td className={cellClass}>{dateOrDash(row.subscription_end)}</td>
              <td className={cellClass}>{formatShortDateTime(row.created_at)}</td>
              <td className={cellClass}>{dateOrDash(row.updated_at)}</td>
            </tr>
          ))}
        </DataTable>
        {pages > 1 && (
          <Pager
            page={data.page}
            pages={pages}
            busy={isFetching}
            onPage={setPage}
            label={analyticsPage.subscriptionPages}
          />
        )}
      </>
    );
  }

  return (
    <Section id="subscriptions" title={analyticsPage.subscriptions}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{analyticsPage.tierFilter}</legend>
        {filters.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={tier === filter.tier}
            onClick={() => choose(filter.tier)}
            className={`${smallButtonClass} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
          >
            {filter.label}
            {filter.count !== undefined && <span className="tabular-nums">({filter.count})</span>}
          </button>
        ))}
      </fieldset>
      {body}
    </Section>
  );
}
