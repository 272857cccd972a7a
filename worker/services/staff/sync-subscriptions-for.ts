import type * as z from "zod";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import type { ZSyncAnswer } from "../../../domain/answers/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { isProviderError } from "../../providers/payments";
import { syncAllSubscriptions } from "../subscriptions/sync-all-subscriptions";

// The admin's dashboard: its system controls.

// The nightly sync, begun now (or carried on when a pass is under way): this request syncs its next
// page, as a scheduled run does, and the five-minute schedule reads on to Stripe's last. Recorded
// in the audit trail with what this request synced.
export async function syncSubscriptionsFor(deps: TDeps, admin: TSessionUser): Promise<z.output<typeof ZSyncAnswer>> {
  const { env, now } = deps;
  const synced = await syncAllSubscriptions(deps).catch((error: unknown) => {
    throw isProviderError(error) ? new AppError("SYNC_FAILED", { cause: error }) : error;
  });
  const processedSubscriptions = synced?.processedSubscriptions ?? 0;
  await staffActionStatement(env.DB, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: "sync",
    target: "subscriptions",
    before: null,
    after: { processedSubscriptions },
    now,
  }).run();
  return { processedSubscriptions };
}
