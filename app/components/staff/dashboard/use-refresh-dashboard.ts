import { useQueryClient } from "@tanstack/react-query";
import { dashboardKeys } from "../../../api/admin-dashboard";

// After any action of the dashboard: its figures, the audit trail and the grants all read again.
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
