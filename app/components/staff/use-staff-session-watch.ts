import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { failureOf } from "../../api/client";
import { queryKeys } from "../../api/query-keys";
import { useForgetEndedSession } from "../../hooks/use-session-changes";

// Every staff route reads the live session and role (requireRole): a 401 means the session ended
// elsewhere, a 403 that the role went (revoked, or a grant ran out). Watching every request the
// staff screens make, rather than each screen's own failure handling, keeps none of them showing
// staff actions that can no longer work: signed out, the header offers Sign In; with the session
// asked for again, the screens follow the role it now has.
export function useStaffSessionWatch() {
  const queryClient = useQueryClient();
  const forgetEndedSession = useForgetEndedSession();
  useEffect(() => {
    const check = (error: unknown) => {
      if (forgetEndedSession(error)) return;
      if (failureOf(error).status === 403) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.query.queryKey[0] === queryKeys.me[0]) return;
      check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, forgetEndedSession]);
}
