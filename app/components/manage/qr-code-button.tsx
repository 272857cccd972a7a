import { useMutation } from "@tanstack/react-query";
import { manage, managePage } from "../../../domain/messages/manage";
import { byCode, limitMessage } from "../../api/client";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { downloadQrCode } from "./qr-download";
import { smallButtonClass } from "./small-button";

export function QrCodeButton({ name }: { name: string }) {
  const download = useMutation({
    mutationFn: () => downloadQrCode(name),
    onSuccess: () => toast.success(manage.qrDownloaded),
    // A link too long to scan and a limit reached have their own words; anything else is the
    // spec's generic failure.
    onError: (error) =>
      toast.error(
        byCode(error, { SHARE_LINK_TOO_LONG: manage.shareLinkTooLong }) ?? limitMessage(error) ?? manage.qrFailed,
      ),
  });
  return (
    <button
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending}
      className={smallButtonClass}
    >
      {download.isPending && <Spinner decorative className="size-4" />}
      {managePage.qrCode}
    </button>
  );
}
