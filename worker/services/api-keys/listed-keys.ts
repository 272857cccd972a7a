import type * as z from "zod";
import type { TApiKeyRow } from "../../../db/queries/api-keys";
import type { ZApiKey } from "../../../domain/answers/api-keys";
import type { TDeps } from "../../platform/dependencies";
import { quotaOf } from "./call-leases";

type TApiKey = z.output<typeof ZApiKey>;

export const listed = (row: TApiKeyRow, callsThisMonth: number): TApiKey => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  origins: row.origins,
  hint: row.hint,
  createdAt: row.createdAt,
  rotatedAt: row.rotatedAt,
  callsThisMonth,
  monthlyCap: row.monthlyCap,
});

export async function withCalls(deps: TDeps, row: TApiKeyRow) {
  const usage = await quotaOf(deps.env, row.userId).usage(deps.now);
  return listed(row, usage.keys.find((key) => key.keyId === row.id)?.calls ?? 0);
}
