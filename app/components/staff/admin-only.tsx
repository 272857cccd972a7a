import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { isSystemAdmin } from "../../../domain/staff";
import { useSession } from "../../hooks/use-session";
import { localePath } from "../../locale";
import { PageSpinner } from "../ui/spinner";
import { useStaffSessionWatch } from "./use-staff-session-watch";

// The dashboard and analytics are for system administrators: anyone
// else is sent home. This only spares them an empty screen; the API refuses them itself (403).
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  useStaffSessionWatch();
  if (isPending) return <PageSpinner />;
  if (!isSystemAdmin(user)) return <Navigate to={localePath("/")} replace />;
  return children;
}
