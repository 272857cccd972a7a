import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { renamedPin } from "../../../domain/messages/share";
import type { TPublicPin } from "../../../domain/page-data";
import type { TPinResultView } from "../../../domain/pin-result-view";
import { queryKeys } from "../../api/query-keys";
import { useNavigate } from "../../hooks/use-navigate";
import { pinPath } from "../../paths";
import { toast } from "../ui/toast";

// A former name's answer is the pin under its new name (staff renamed it, docs/decisions/050): the
// visitor is told the new name once the page is theirs, and the new name's search is this same
// answer, so going on to it costs no second search. On the result screen the address becomes the
// new name's, the one to keep; the share page goes there by itself.
export function useRenamedNotice(
  found: { pin: TPublicPin; view: TPinResultView; renamedFrom?: string | undefined } | undefined,
  { moveAddress }: { moveAddress: boolean },
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = found?.renamedFrom;
  useEffect(() => {
    if (found === undefined || from === undefined) return;
    const to = found.pin.mypin;
    toast.success(renamedPin.title(from, to), { id: "pin-renamed", description: renamedPin.detail });
    queryClient.setQueryData(queryKeys.pin(to), { found: true, pin: found.pin, view: found.view });
    if (moveAddress) navigate(pinPath(to), { replace: true });
  }, [found, from, moveAddress, navigate, queryClient]);
}
