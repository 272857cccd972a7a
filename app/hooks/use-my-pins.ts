import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "../api/query-keys";

// After an edit or a cancellation every page may be stale: the order or a status changed.
export function useRefreshMyPins() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.myPins }), [queryClient]);
}
