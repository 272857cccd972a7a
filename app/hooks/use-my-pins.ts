import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { unwrap } from "../api";
import { fetchMyPins } from "../my-pins-api";

export const MY_PINS_KEY = ["my-pins"] as const;

// One page of the owner's pins (accounts-admin section 9: 50 a page); the page shown stays on
// screen while the next one loads.
export const myPinsQuery = (page: number) =>
  queryOptions({
    queryKey: [...MY_PINS_KEY, page],
    queryFn: () => unwrap(fetchMyPins(page)),
    placeholderData: keepPreviousData,
  });

// After an edit or a cancellation every page may be stale: the order or a status changed.
export function useRefreshMyPins() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: MY_PINS_KEY }), [queryClient]);
}
