import { configOf } from "../config";
import type { TDeps } from "../platform/dependencies";
import { postConversion } from "../services/outbox/conversions";
import { deliverDueRows } from "../services/outbox/outbox-delivery";

// The conversion outbox, retried and given up as e-mails are. With CONVERSIONS_URL unset since
// the events were queued, they wait: setting it again sends them.
export async function deliverConversions({ env, db, now }: TDeps) {
  if (!configOf(env).CONVERSIONS_URL) return 0;
  return deliverDueRows(db, "conversions", now, "Conversion event", (row) => postConversion(env, row.payload));
}
