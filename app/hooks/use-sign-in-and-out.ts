import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signIn, signOut } from "../api/accounts";
import { unwrap } from "../api/client";
import { clearPendingItems } from "../storage";
import { useSetSessionUser } from "./use-session-changes";

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
