import type { QueryClient } from "@tanstack/react-query";
import { PAGE_DATA_ID, type TPageData } from "../../domain/page-data";
import { pinQuery, topPinsQuery } from "./pins";

// What the worker rendered this page from (domain/page-data.ts), or nothing for a page the build
// rendered or none rendered at all.
export function readPageData(): TPageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as TPageData;
  } catch {
    return {};
  }
}

// The page's data becomes the queries' answers, in the browser before it hydrates the page and at
// build time before it renders one: both renders then read the same data.
export function seedQueries(queryClient: QueryClient, data: TPageData) {
  if (data.search) queryClient.setQueryData(pinQuery(data.search.name).queryKey, data.search.answer);
  if (data.topPins) queryClient.setQueryData(topPinsQuery.queryKey, data.topPins);
}
