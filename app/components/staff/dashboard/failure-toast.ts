import { failureOf } from "../../../api/client";
import { toast } from "../../ui/toast";

// The spec words a refusal ("... Failed") apart from no answer at all ("... Error"); the server's
// own sentence, when it sent one that says more, is the detail.
export function toastFailure(error: unknown, words: { failed: string; error: string }) {
  const failure = failureOf(error);
  if (failure.code === "NETWORK") toast.error(words.error);
  else {
    const says = failure.message !== "" && failure.message !== words.failed;
    toast.error(words.failed, says ? { description: failure.message } : undefined);
  }
}
