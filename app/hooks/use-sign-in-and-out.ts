import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signIn, signOut } from "../api/accounts";
import { unwrap } from "../api/client";
import { clearPendingItems } from "../storage";
import { useNavigate } from "./use-navigate";
import { useSetSessionUser } from "./use-session-changes";

export function useSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => unwrap(signIn(credentials)),
    onSuccess: ({ user }) => setUser(user),
  });
}

// Sign-out always ends locally, even when the request fails: the user asked to leave and the
// server side expires on its own (pending data is cleared, the app goes to /). Reads still
// loading are cancelled first: the owner's list, which opens after every sign-in, stops its request,
// which could otherwise reach the worker after the sign-out and come back refused.
export function useSignOut() {
  const queryClient = useQueryClient();
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries();
      return signOut();
    },
    onSettled: () => {
      clearPendingItems();
      setUser(null);
      navigate("/");
    },
  });
}
