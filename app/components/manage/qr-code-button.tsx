import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { manage, managePage } from "../../../domain/messages/manage";
import { ApiError } from "../../api";
import { Spinner } from "../spinner";
import { downloadQrCode } from "./qr-download";
import { smallButtonClass } from "./small-button";

export function QrCodeButton({ name }: { name: string }) {
  const download = useMutation({
    mutationFn: () => downloadQrCode(name),
    onSuccess: () => toast.success(manage.qrDownloaded),
    // A refused link keeps the server's words (the too-long link); anything else is the spec's generic failure.
    onError: (error) =>
      toast.error(error instanceof ApiError && error.code === "SHARE_LINK_TOO_LONG" ? error.message : manage.qrFailed),
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
