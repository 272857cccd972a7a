import type * as z from "zod";
import { listApiKeys } from "../../../db/queries/api-keys";
import type { ZApiKeys } from "../../../domain/answers/api-keys";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { quotaOf, settleLeasesOf } from "./call-leases";
import { listed } from "./listed-keys";

export async function listKeys(deps: TDeps, userId: string): Promise<z.output<typeof ZApiKeys>> {
  await settleLeasesOf(deps, userId);
  const [rows, usage] = await Promise.all([listApiKeys(deps.db, userId), quotaOf(deps.env, userId).usage(deps.now)]);
  const callsOf = (keyId: string) => usage.keys.find((key) => key.keyId === keyId)?.calls ?? 0;
  return {
    keys: rows.map((row) => listed(row, callsOf(row.id))),
    usage: {
      month: usage.month,
      quota: configOf(deps.env).API_MONTHLY_CALLS,
      used: usage.days.reduce((sum, day) => sum + day.calls, 0),
      days: usage.days,
    },
  };
}
