import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";

import { dashboard as text } from "../../../../domain/messages/dashboard";
import { admin } from "../../../../domain/messages/staff";
import { releaseOverdue } from "../../../api/admin-dashboard";
import { type TDataOf, unwrap } from "../../../api/client";
import { formatShortDateTime } from "../../../formats";
import { buttonClass } from "../../ui/button-styles";
import { DialogFrame } from "../../ui/dialog-frame";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { CELL, DataTable } from "../data-table";
import { toastFailure } from "./failure-toast";
import { Panel } from "./panel";
import { useRefreshDashboard } from "./use-refresh-dashboard";

type TListedPin = TDataOf<typeof releaseOverdue>["pins"][number];

// The release of overdue pins. The dry run is on by default: it lists the
// pins in the preview, and its Confirm releases only those (the server skips any renewed since).
// Off, the button releases every overdue pin after a plain confirmation.
export function ReleaseControl() {
  const refresh = useRefreshDashboard();
  const switchId = useId();
  const [dryRun, setDryRun] = useState(true);
  const [preview, setPreview] = useState<TListedPin[] | null>(null);
  const [confirming, setConfirming] = useState(false);

  const dry = useMutation({
    mutationFn: () => unwrap(releaseOverdue({ dry: true })),
    onSuccess: (answer) => setPreview(answer.pins),
    onError: (error) => toastFailure(error, { failed: admin.dryRunFailed, error: admin.dryRunError }),
  });
  const release = useMutation({
    mutationFn: (pins: string[] | undefined) => unwrap(releaseOverdue({ dry: false, pins })),
    onSuccess: async (answer) => {
      toast.success(text.released("released" in answer ? answer.released : 0));
      setPreview(null);
      setConfirming(false);
      await refresh();
    },
    onError: (error) => toastFailure(error, { failed: admin.releaseFailed, error: admin.releaseError }),
  });
  const busy = dry.isPending || release.isPending;

  return (
    <Panel title={text.releaseTitle} hint={text.releaseHint}>
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={dryRun}
            aria-describedby={`${switchId}-hint`}
            onClick={() => setDryRun(!dryRun)}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${dryRun ? "bg-brand-700" : "bg-slate-300"}`}
          >
            <span className="sr-only">{text.dryRun}</span>
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${dryRun ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
          <label htmlFor={switchId} className="text-sm">
            <span className="font-medium text-slate-900">{text.dryRun}</span>
            <span id={`${switchId}-hint`} className="block text-slate-600">
              {text.dryRunHint}
            </span>
          </label>
        </div>
        <button
          type="button"
          disabled={busy}
          aria-busy={dry.isPending}
          onClick={() => (dryRun ? dry.mutate() : setConfirming(true))}
          className={`${buttonClass(dryRun ? "primary" : "secondary")} self-start`}
        >
          {dry.isPending && <Spinner decorative className="size-4" />}
          {dryRun ? text.previewButton : text.releaseButton}
        </button>
        {release.data && "released" in release.data && (
          <p role="status" className="text-sm text-slate-700">
            {text.released(release.data.released)}
          </p>
        )}
      </div>

      <Dialog.Root open={preview !== null} onOpenChange={(open) => !open && !release.isPending && setPreview(null)}>
        <DialogFrame
          title={text.previewTitle}
          description={preview && preview.length > 0 ? text.previewIntro(preview.length) : text.noOverdue}
        >
          {preview && preview.length > 0 && (
            <DataTable
              caption={text.previewTitle}
              headings={[text.columnMyPin, text.columnOwner, text.columnEnded]}
              className="max-h-80"
            >
              {preview.map((pin) => (
                <tr key={pin.mypin}>
                  <td className={`${CELL} break-all font-medium`}>{pin.mypin}</td>
                  <td className={`${CELL} break-all`}>{pin.user_email ?? "—"}</td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    {pin.subscription_end === null ? "—" : formatShortDateTime(pin.subscription_end)}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <DialogButtons
            busy={release.isPending}
            onConfirm={preview && preview.length > 0 ? () => release.mutate(preview.map((pin) => pin.mypin)) : null}
          />
        </DialogFrame>
      </Dialog.Root>

      <Dialog.Root open={confirming} onOpenChange={(open) => !release.isPending && setConfirming(open)}>
        <DialogFrame title={text.releaseConfirmTitle} description={text.releaseConfirmBody}>
          <DialogButtons busy={release.isPending} onConfirm={() => release.mutate(undefined)} />
        </DialogFrame>
      </Dialog.Root>
    </Panel>
  );
}

// Cancel, and Confirm while there is something to release; both wait while a release runs.
function DialogButtons({ busy, onConfirm }: { busy: boolean; onConfirm: (() => void) | null }) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
      <Dialog.Close className={buttonClass("secondary")} disabled={busy}>
        {text.cancel}
      </Dialog.Close>
      {onConfirm && (
        <button type="button" disabled={busy} aria-busy={busy} onClick={onConfirm} className={buttonClass("primary")}>
          {busy && <Spinner decorative className="size-4" />}
          {text.confirm}
        </button>
      )}
    </div>
  );
}
