import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { analyticsPage, searchCharts } from "../../../../domain/messages/dashboard";
import { SEARCH_HISTORY_DAYS } from "../../../../domain/search-counts";
import { PINS_PER_DAY_SPAN_DAYS } from "../../../../domain/staff";
import type { TDayCountsQuery } from "../../../api/admin-analytics";
import { LoadFailed } from "../../ui/load-states";
import { PinsPerDayChart, type TChartWords } from "../pins-per-day-chart";
import { Empty, Loading, Section, useFailureToast } from "./section";

// A section of one count per day: pins created, or searches.
export function DayCounts({
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

export const pinsPerDayWords = {
  ...analyticsPage,
  empty: analyticsPage.chartEmpty(PINS_PER_DAY_SPAN_DAYS),
  failed: analyticsPage.chartFailed,
};
export const searchesPerDayWords = {
  ...searchCharts,
  empty: searchCharts.empty(SEARCH_HISTORY_DAYS),
};
