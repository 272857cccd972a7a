import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "../api/query-keys";
import { meQuery, type TMe } from "../api/session";
import { clearStoredItem, setStoredItem } from "../storage";

export function useSession(): { user: TMe | null; isPending: boolean } {
  const { data, isPending } = useQuery(meQuery);
  return { user: data ?? null, isPending };
}

// For every flow that signs the user in or out (a password, a verified code, a verification link).
// Another account's pins must never show, not even while the next account's list loads, so the
// cached list goes whenever the account does.
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: TMe | null) => {
      if (user === null) clearStoredItem("signedIn");
      else setStoredItem("signedIn", true);
      if (queryClient.getQueryData<TMe | null>(queryKeys.me)?.id !== user?.id)
        queryClient.removeQueries({ queryKey: queryKeys.myPins });
      queryClient.setQueryData(queryKeys.me, user);
    },
    [queryClient],
  );
}
