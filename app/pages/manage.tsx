import { lazy } from "react";
import { PageSuspense } from "../components/spinner";

// The manage page's table, dialogs and QR drawing load only when an owner opens it (DESIGN section 11).
const ManageScreen = lazy(() => import("../components/manage/manage-screen"));

export default function ManagePage() {
  return (
    <PageSuspense>
      <ManageScreen />
    </PageSuspense>
  );
}
