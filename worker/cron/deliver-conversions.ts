import { createDb } from "../../db/client";
import { configOf } from "../config";
import type { Env } from "../env";
import { postConversion } from "../services/outbox/conversions";
import { deliverDueRows } from "./deliver-outbox";

// The conversion outbox, retried and given up as e-mails are. With CONVERSIONS_URL unset since
// the events were queued, they wait: setting it again sends them.
export async function deliverConversions(env: Env, now: number) {
  if (!configOf(env).CONVERSIONS_URL) return 0;
  return deliverDueRows(createDb(env.DB), "conversions", now, "Conversion event", (row) =>
    postConversion(env, row.payload),
  );
}
