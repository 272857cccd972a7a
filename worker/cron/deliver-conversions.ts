import { configOf } from "../config";
import type { TDeps } from "../platform/dependencies";
import { deliverDueRows, deliveryBudget } from "../services/outbox/outbox-delivery";
import { postConversion } from "../services/outbox/post-conversion";

export const CONVERSION_DELIVERY_BUDGET = deliveryBudget("conversions");

// The conversion outbox, retried and given up as e-mails are. With CONVERSIONS_URL unset since
// the events were queued, they wait: setting it again sends them.
export async function deliverConversions(deps: TDeps) {
  const { env } = deps;
  if (!configOf(env).CONVERSIONS_URL) return 0;
  return deliverDueRows(deps, "conversions", "Conversion event", async () => (row) => postConversion(env, row.payload));
}
