import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { staffViewOf } from "../../domain/staff";
import { ListLoading } from "../components/ui/load-states";
import { useSession } from "../hooks/use-session";
import { loadWithRetries } from "../load-with-retries";

// The manage page by role: the owner's pins, the help desk's search or
// the system admin's list of every pin. Each view loads on its own, so an owner never loads the
// staff's code. This page uses React's lazy rather than lazyWithPreload, which here makes the
// bundler split shared texts out of the first paint's chunk and cost it a request's worth of
// bytes it has no room for. Their loads are retried as every other lazy chunk's are.
const views = {
  owner: lazy(() => loadWithRetries(() => import("../components/manage/owner-view"))),
  transfer: lazy(() => loadWithRetries(() => import("./transfer"))),
  help_desk: lazy(() => loadWithRetries(() => import("../components/staff/help-desk-view"))),
  admin: lazy(() => loadWithRetries(() => import("../components/staff/admin-view"))),
};

// /transfer/{id} is here too: an offer of a pin to the signed-in account, answered in the owner's
// area, at the cost of one route in the first paint rather than a page of its own.
export default function ManagePage() {
  const { user, isPending } = useSession();
  const role = staffViewOf(user);
  const View = views[role];
  if (useParams().id !== undefined) {
    return (
      <Suspense fallback={<ListLoading />}>
        <views.transfer />
      </Suspense>
    );
  }
  // The staff tables have more columns than the owner's, so they take a wider screen's room.
  const width = role === "owner" ? "max-w-7xl" : "max-w-[96rem]";
  return (
    <div className={`mx-auto flex ${width} flex-col gap-6 px-4 py-6 desktop:py-10`}>
      {isPending ? (
        <ListLoading />
      ) : (
        <Suspense fallback={<ListLoading />}>
          <View />
        </Suspense>
      )}
    </div>
  );
}
