import { useMutation } from "@tanstack/react-query";
import { staffPins } from "../../../domain/messages/staff";
import { failureOf, unwrap } from "../../api/client";
import { setPopularListing, type TStaffPin } from "../../api/staff-pins";
import { smallButtonClass } from "../manage/small-button";
import { toast } from "../ui/toast";
import { useStaffPinsCache } from "./staff-pins-cache";

// Takes a pin off the home page's list of popular names, or puts it back: for a name that climbed
// it by scripted searches, or one that should not be shown off.
export function PopularListButton({ pin }: { pin: TStaffPin }) {
  const cache = useStaffPinsCache();
  const hide = !pin.hiddenFromTop;
  const change = useMutation({
    mutationFn: () => unwrap(setPopularListing(pin.id, hide)),
    onSuccess: ({ pin: changed }) => {
      cache.replacePin(changed);
      toast.success(hide ? staffPins.hiddenDone(pin.mypin) : staffPins.shownDone(pin.mypin));
    },
    onError: (error) => toast.error(staffPins.topChangeFailed, { description: failureOf(error).message || undefined }),
  });
  return (
    <button
      type="button"
      onClick={() => change.mutate()}
      disabled={change.isPending}
      aria-busy={change.isPending}
      aria-label={hide ? staffPins.hideFromTopLabel(pin.mypin) : staffPins.showInTopLabel(pin.mypin)}
      className={smallButtonClass}
    >
      {hide ? staffPins.hideFromTop : staffPins.showInTop}
    </button>
  );
}
