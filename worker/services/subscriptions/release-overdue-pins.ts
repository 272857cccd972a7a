import type * as z from "zod";
import { listOverduePins, type TOverduePin } from "../../../db/queries/releases";
import type { ZReleaseOverdueAnswer } from "../../../domain/answers/staff";
import { MAX_RELEASES_PER_RUN } from "../../../domain/staff";
import type { TDeps } from "../../platform/dependencies";
import { releaseRun } from "./release-runs";

export type TReleaseAnswer = z.output<typeof ZReleaseOverdueAnswer>;
type TReleasedPin = TReleaseAnswer["pins"][number];

const listed = (pin: TOverduePin): TReleasedPin => ({
  mypin: pin.mypin,
  user_email: pin.userEmail,
  subscription_end: pin.subscriptionEnd,
});

type TReleaseOptions = { dry: boolean; by: string; byEmail?: string | null; only?: readonly string[] };

// The release of overdue pins (docs/architecture.md#lifecycle-and-schedules), the one release path:
// the daily pass runs it for real (worker/cron/release-overdue.ts), an admin dry first, then for
// the names the preview listed, at most MAX_RELEASES_PER_RUN a request. The answer lists only the
// pins this run released.
export async function releaseOverduePins(deps: TDeps, options: TReleaseOptions): Promise<TReleaseAnswer> {
  if (options.dry) {
    const overdue = await listOverduePins(deps.db, deps.now, MAX_RELEASES_PER_RUN, { only: options.only });
    return { wouldRelease: overdue.length, pins: overdue.map(listed) };
  }
  const { released } = await releaseRun(deps, {
    by: options.by,
    byEmail: options.byEmail ?? null,
    only: options.only,
    limit: MAX_RELEASES_PER_RUN,
  });
  return { released: released.length, pins: released.map(listed) };
}
