import { useMutation } from "@tanstack/react-query";
import { signInRequired } from "../../../domain/messages/accounts";
import { staffPins } from "../../../domain/messages/staff";
import { failureOf, hasCode, unwrap } from "../../api/client";
import { setPopularListing, type TStaffPin } from "../../api/staff-pins";
import { smallButtonClass } from "../manage/small-button";
import { IconTooltip } from "../ui/icon-tooltip";
import { StrokeIcon } from "../ui/icons";
import { toast } from "../ui/toast";
import { useStaffPinsCache } from "./staff-pins-cache";

// Takes a pin off the home page's list of popular names, or puts it back: for a name that climbed
// it by scripted searches, or one that should not be shown off. The admin's crowded row shows an
// eye, named by its label and its tooltip; the help desk's, the words.
export function PopularListButton({ pin, compact }: { pin: TStaffPin; compact: boolean }) {
  const cache = useStaffPinsCache();
  const hide = !pin.hiddenFromTop;
  const change = useMutation({
    mutationFn: () => unwrap(setPopularListing(pin.id, hide)),
    onSuccess: ({ pin: changed }) => {
      cache.replacePin(changed);
      toast.success(hide ? staffPins.hiddenDone(pin.mypin) : staffPins.shownDone(pin.mypin));
    },
    onError: (error) =>
      hasCode(error, "UNAUTHENTICATED")
        ? toast.error(signInRequired.update)
        : toast.error(staffPins.topChangeFailed, { description: failureOf(error).message || undefined }),
  });
  const label = hide ? staffPins.hideFromTopLabel(pin.mypin) : staffPins.showInTopLabel(pin.mypin);
  const button = (
    <button
      type="button"
      onClick={() => change.mutate()}
      disabled={change.isPending}
      aria-busy={change.isPending}
      aria-label={label}
      className={smallButtonClass}
    >
      {compact ? <EyeIcon crossed={hide} /> : hide ? staffPins.hideFromTop : staffPins.showInTop}
    </button>
  );
  return compact ? <IconTooltip label={label}>{button}</IconTooltip> : button;
}

// An open eye to show the pin again; a crossed one to hide it.
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon className="size-4">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </StrokeIcon>
  );
}
