import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { failureOf } from "../api/client";
import { queryKeys } from "../api/query-keys";
import type { TMe } from "../api/session";
import { clearStoredItem, setStoredItem } from "../storage";

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

// Routes that read the session in D1 answer 401 once it ended elsewhere (a password changed or
// reset, sign-out, or its time ran out): the header then offers Sign In instead of actions that
// cannot work. True when the failure was that.
export function useForgetEndedSession() {
  const setUser = useSetSessionUser();
  return useCallback(
    (error: unknown) => {
      if (failureOf(error).status !== 401) return false;
      setUser(null);
      return true;
    },
    [setUser],
  );
}
