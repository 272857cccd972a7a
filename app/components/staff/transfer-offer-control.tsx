import { useMutation } from "@tanstack/react-query";
import { transferDialog } from "../../../domain/messages/transfers";
import { failureOf, unwrap } from "../../api/client";
import type { TStaffPin } from "../../api/staff-pins";
import { withdrawTransferAsStaff } from "../../api/transfers";
import { formatShortDateTime } from "../../formats";
import { smallButtonClass } from "../manage/small-button";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { useStaffPinsCache } from "./staff-pins-cache";

// A pin on offer to another account, as staff see it: to whom and until when, and the way to
// withdraw it for a customer (both sides are e-mailed, the audit trail names who did it).
export function TransferOfferControl({ pin }: { pin: TStaffPin }) {
  const cache = useStaffPinsCache();
  const offer = pin.transfer;
  const withdraw = useMutation({
    mutationFn: (id: string) => unwrap(withdrawTransferAsStaff(id)),
    onSuccess: () => {
      cache.replacePin({ ...pin, transfer: null });
      toast.success(transferDialog.withdrawn);
    },
    onError: (error) => toast.error(transferDialog.withdrawFailed(failureOf(error).message || error.message)),
  });
  if (offer === null) return null;
  return (
    <div className="flex basis-full flex-col items-start gap-1">
      <p className="text-xs text-slate-700">
        {transferDialog.offeredTo(offer.toEmail, formatShortDateTime(offer.expiresAt))}
      </p>
      <button
        type="button"
        onClick={() => withdraw.mutate(offer.id)}
        disabled={withdraw.isPending}
        aria-busy={withdraw.isPending}
        className={smallButtonClass}
      >
        {withdraw.isPending && <Spinner decorative className="size-4" />}
        {transferDialog.withdraw}
      </button>
    </div>
  );
}
