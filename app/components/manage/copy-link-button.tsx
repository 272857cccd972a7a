import { MAX_SHARE_LINK_LENGTH, shareLink } from "../../../domain/links";
import { manage, managePage } from "../../../domain/messages/manage";
import { trackEvent } from "../../api/events";
import { CopyIcon } from "../ui/icons";
import { toast } from "../ui/toast";
import { smallButtonClass } from "./small-button";

// A link longer than a QR code can reliably hold is refused, not copied.
export function CopyLinkButton({ name }: { name: string }) {
  const copy = async () => {
    const link = shareLink(name, window.location.origin);
    if (link.length > MAX_SHARE_LINK_LENGTH) {
      toast.error(manage.shareLinkTooLong);
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      trackEvent("share", name);
      toast.success(manage.linkCopied, { description: link });
    } catch {
      toast.error(manage.copyFailed);
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className={smallButtonClass}>
      <CopyIcon className="size-4" />
      {managePage.copyLink}
    </button>
  );
}
