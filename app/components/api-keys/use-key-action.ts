import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { managePage } from "../../../domain/messages/manage";
import { apiKeysKey } from "../../api/api-keys";
import { failureOf } from "../../api/client";
import { useForgetEndedSession } from "../../hooks/use-session-changes";
import { toast } from "../ui/toast";

// Every action on a key ends alike. Done, the list is read again. A refusal is the server's
// sentence (it names what to fix), said in the dialog beside the form. A key that is gone (revoked
// in another tab) is no mistake of the form: a toast says so, and the list read again drops its
// row, dialog and all. A failure without the server's words (no answer, a session ended) is a toast.
export function useKeyAction<T>({
  run,
  failed,
  done,
}: {
  run: (input: T) => Promise<unknown>;
  failed: (detail: string) => string;
  done?: () => void;
}) {
  const queryClient = useQueryClient();
  const forgetEndedSession = useForgetEndedSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysKey });
  const mutation = useMutation({
    mutationFn: run,
    onMutate: () => setRefusal(null),
    // Here rather than in mutate's own callbacks, which are dropped once the dialog is gone with its
    // key's row.
    onSuccess: () => {
      done?.();
      return refresh();
    },
    onError: async (error) => {
      const { status, code, message } = failureOf(error);
      if (code === "API_KEY_NOT_FOUND") {
        toast.error(failed(message));
        return refresh();
      }
      if (status >= 400 && status < 500 && code !== "UNAUTHENTICATED" && message !== "") return setRefusal(message);
      forgetEndedSession(error);
      toast.error(failed(message || managePage.unreachable));
    },
  });
  // refuse: a mistake the form finds itself, said where the server's refusals are.
  return { mutation, refusal, clearRefusal: () => setRefusal(null), refuse: setRefusal };
}
