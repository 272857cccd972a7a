import type * as z from "zod";
import { listSubscriptionsPage, liveSubscriptionsByTier } from "../../../db/queries/analytics";
import type { ZSubscriptionsReport } from "../../../domain/answers/analytics";
import { type TTier, tierLabel } from "../../../domain/names";
import { tierTotal } from "../../../domain/owned-pins";
import { SUBSCRIPTIONS_PAGE_SIZE } from "../../../domain/staff";
import type { TDeps } from "../../platform/dependencies";

export async function subscriptionsReport(
  { db }: TDeps,
  { tier, page }: { tier?: TTier; page: number },
): Promise<z.output<typeof ZSubscriptionsReport>> {
  const [rows, counts] = await Promise.all([listSubscriptionsPage(db, { tier, page }), liveSubscriptionsByTier(db)]);
  const subscriptions = rows.map(({ tier: rowTier, ...row }) => ({ ...row, subscription_tier: tierLabel(rowTier) }));
  const total = tier ? counts[tier] : tierTotal(counts);
  return { subscriptions, page, pageSize: SUBSCRIPTIONS_PAGE_SIZE, total, counts };
}
