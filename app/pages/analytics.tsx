import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { EVENTS_SPAN_DAYS } from "../../domain/analytics-events";
import { formatShortDateTime } from "../../domain/dates";
import { eventCharts } from "../../domain/messages/consent";
import { analyticsPage, searchCharts } from "../../domain/messages/dashboard";
import { admin } from "../../domain/messages/staff";
import { TIER_ORDER, type TTier, tierLabel } from "../../domain/names";
import { SEARCH_HISTORY_DAYS } from "../../domain/search-counts";
import { PINS_PER_DAY_SPAN_DAYS } from "../../domain/staff";
import {
  eventsQuery,
  pinsPerDayQuery,
  searchesPerDayQuery,
  subscriptionsQuery,
  type TDayCountsQuery,
  topSearchedPinsQuery,
} from "../api/admin-analytics";
import { Pager } from "../components/manage/pager";
import { smallButtonClass } from "../components/manage/small-button";
import { AdminOnly } from "../components/staff/admin-only";
import { CELL, DataTable } from "../components/staff/data-table";
import { PinsPerDayChart, type TChartWords } from "../components/staff/pins-per-day-chart";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { LoadFailed } from "../components/ui/load-states";
import { Spinner } from "../components/ui/spinner";
import { toast } from "../components/ui/toast";
import { pinPath } from "../paths";

// /dashboard/analytics (accounts-admin section 2): a menu of its sections, the live subscriptions
// with tier filters and paging, the top 10 searched MyPins, the pins created per day, and the
// searches per day, and the consented page views and events (docs/decisions/026 and 036).
const SECTIONS = [
  { id: "subscriptions", label: analyticsPage.subscriptions },
  { id: "top-pins", label: analyticsPage.topPins },
  { id: "pins-per-day", label: analyticsPage.pinsPerDay },
  { id: "searches-per-day", label: searchCharts.section },
  { id: "page-views", label: eventCharts.section },
] as const;

export default function AnalyticsPage() {
  return (
    <AdminOnly>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 desktop:py-10">
        <header className="flex flex-col items-start gap-3">
          <Link to="/dashboard" className={buttonClass("secondary")}>
            {analyticsPage.back}
          </Link>
          <h1 className="text-2xl font-bold tracking-tight desktop:text-3xl">{admin.analyticsTitle}</h1>
          <nav aria-label={analyticsPage.sections}>
            <ul className="flex flex-wrap gap-2">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={smallButtonClass}>
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <Subscriptions />
        <TopPins />
        <DayCounts id="pins-per-day" title={analyticsPage.pinsPerDay} query={pinsPerDayQuery} words={pinsPerDayWords} />
        <DayCounts
          id="searches-per-day"
          title={searchCharts.section}
          query={searchesPerDayQuery}
          words={searchesPerDayWords}
        />
        <PageViews />
      </div>
    </AdminOnly>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-20 flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading() {
  return (
    <div role="status" className="flex justify-center py-8 text-brand-700">
      <Spinner className="size-8" />
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
      {children}
    </p>
  );
}

// A failed read says so in a toast too, once per section, as the spec's admin failures do.
function useFailureToast(error: Error | null, message: string) {
  useEffect(() => {
    if (error !== null) toast.error(message, { id: message });
  }, [error, message]);
}

const dateOrDash = (epochMs: number | null) => (epochMs === null ? analyticsPage.none : formatShortDateTime(epochMs));

const cellClass = `${CELL} whitespace-nowrap`;

function Subscriptions() {
  const [tier, setTier] = useState<TTier | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useQuery(subscriptionsQuery(tier, page));
  useFailureToast(error, admin.subscriptionsFailed);
  const columns = analyticsPage.subscriptionColumns;
  const filters: { tier: TTier | null; label: string; count: number | undefined }[] = [
    {
      tier: null,
      label: analyticsPage.allTiers,
      count: data && TIER_ORDER.reduce((sum, t) => sum + data.counts[t], 0),
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

function TopPins() {
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

// A section of one count per day: pins created, or searches.
function DayCounts({
  id,
  title,
  query,
  words,
}: {
  id: string;
  title: string;
  query: TDayCountsQuery;
  words: TChartWords & { empty: string; failed: string };
}) {
  const { data, error, refetch } = useQuery(query);
  useFailureToast(error, words.failed);
  let body: ReactNode;
  if (data === undefined) {
    body = error === null ? <Loading /> : <LoadFailed message={words.failed} onRetry={() => void refetch()} />;
  } else if (data.every((day) => day.count === 0)) {
    body = <Empty>{words.empty}</Empty>;
  } else {
    body = <PinsPerDayChart days={data} words={words} />;
  }
  return (
    <Section id={id} title={title}>
      {body}
    </Section>
  );
}

const pinsPerDayWords = {
  ...analyticsPage,
  empty: analyticsPage.chartEmpty(PINS_PER_DAY_SPAN_DAYS),
  failed: analyticsPage.chartFailed,
};
const searchesPerDayWords = {
  ...searchCharts,
  empty: searchCharts.empty(SEARCH_HISTORY_DAYS),
};

function PageViews() {
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
