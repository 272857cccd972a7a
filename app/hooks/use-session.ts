import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ApiError, fetchMe, signIn, signOut, type TMe, unwrap } from "../api";
import { clearPendingItems, clearStoredItem, getStoredItem, setStoredItem } from "../storage";

export const ME_KEY = ["me"] as const;

// Not signed in is an answer (401 -> null), not an error; anything else is worth a retry. Every
// session starts in this app, which marks the browser, so an anonymous visit (most of them) costs
// no request and no 401 in the console.
async function loadMe(): Promise<TMe | null> {
  if (getStoredItem("signedIn") === null) return null;
  const result = await fetchMe();
  if (result.ok) return result.data.user;
  if (result.error.status !== 401) throw new ApiError(result.error);
  clearStoredItem("signedIn");
  return null;
}

// The session lives in HttpOnly cookies the API renews on its own (DESIGN section 7), so the app
// asks who is signed in once and then keeps the answer in step with its own sign-in and sign-out.
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: loadMe,
  // Known at once when the browser holds no session: the header paints its Sign In without waiting.
  initialData: () => (getStoredItem("signedIn") === null ? null : undefined),
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useSession(): { user: TMe | null; isPending: boolean } {
  const { data, isPending } = useQuery(meQuery);
  return { user: data ?? null, isPending };
}

// For flows that sign the user in by other means (a verified code, a verification link).
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: TMe | null) => {
      if (user === null) clearStoredItem("signedIn");
      else setStoredItem("signedIn", true);
      queryClient.setQueryData(ME_KEY, user);
    },
    [queryClient],
  );
}

export function useSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => unwrap(signIn(credentials)),
    onSuccess: ({ user }) => setUser(user),
  });
}

// Sign-out always ends locally, even when the request fails: the user asked to leave and the
// server side expires on its own (core-flow section 4: clear pending data, go to /).
export function useSignOut() {
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOut(),
    onSettled: () => {
      clearPendingItems();
      setUser(null);
      navigate("/");
    },
  });
}
