import { useMutation } from "@tanstack/react-query";
import { dashboard as text } from "../../../../domain/messages/dashboard";
import { admin } from "../../../../domain/messages/staff";
import { syncSubscriptions } from "../../../api/admin-dashboard";
import { unwrap } from "../../../api/client";
import { buttonClass } from "../../ui/button-styles";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { toastFailure } from "./failure-toast";
import { Panel } from "./panel";
import { useRefreshDashboard } from "./use-refresh-dashboard";

// The sync of every subscription with the payment provider: the nightly heal, run now.
export function SyncControl() {
  const refresh = useRefreshDashboard();
  const sync = useMutation({
    mutationFn: () => unwrap(syncSubscriptions()),
    onSuccess: async ({ processedSubscriptions }) => {
      toast.success(text.synced(processedSubscriptions));
      await refresh();
    },
    onError: (error) => toastFailure(error, { failed: admin.syncFailed, error: admin.syncError }),
  });
  return (
    <Panel title={text.syncTitle} hint={text.syncHint}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => sync.mutate()}
          disabled={sync.isPending}
          aria-busy={sync.isPending}
          className={buttonClass("primary")}
        >
          {sync.isPending && <Spinner decorative className="size-4" />}
          {sync.isPending ? text.syncing : text.syncButton}
        </button>
        {sync.data && (
          <p role="status" className="text-sm text-slate-700">
            {text.synced(sync.data.processedSubscriptions)}
          </p>
        )}
      </div>
    </Panel>
  );
}
