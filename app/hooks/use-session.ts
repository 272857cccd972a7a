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
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: TMe | null) => {
      if (user === null) clearStoredItem("signedIn");
      else setStoredItem("signedIn", true);
      queryClient.setQueryData(queryKeys.me, user);
    },
    [queryClient],
  );
}
